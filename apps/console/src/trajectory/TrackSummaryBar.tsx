import { TEST_IDS, type TrajectorySummary } from '@roadwatch/core';
import { useTranslation } from 'react-i18next';

function duration(t: (k: string, o: Record<string, number>) => string, seconds: number): string {
  return t('trajectory.units.duration', {
    h: Math.floor(seconds / 3600),
    m: Math.floor((seconds % 3600) / 60),
    s: seconds % 60,
  });
}

/** The route in one line: plate, distance, duration, top and mean speed, stops, points. */
export function TrackSummaryBar({ summary }: { summary: TrajectorySummary }) {
  const { t } = useTranslation('trajectory');
  const items: [string, string][] = [
    [t('trajectory.summary.plate'), summary.plate],
    [t('trajectory.summary.distance'), t('trajectory.units.km', { value: summary.distanceKm })],
    [t('trajectory.summary.duration'), duration(t, summary.durationS)],
    [t('trajectory.summary.maxSpeed'), t('trajectory.units.kmh', { value: summary.maxSpeed })],
    [t('trajectory.summary.avgSpeed'), t('trajectory.units.kmh', { value: summary.avgSpeed })],
    [t('trajectory.summary.stops'), String(summary.stops)],
    [t('trajectory.summary.points'), String(summary.points)],
  ];
  return (
    <div className="track-playback__summary" data-testid={TEST_IDS.trajectory.summary}>
      {items.map(([label, value]) => (
        <span key={label}>
          <b>{label}</b> {value}
        </span>
      ))}
    </div>
  );
}
