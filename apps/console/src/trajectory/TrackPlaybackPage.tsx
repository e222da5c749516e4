import { chinaTodayRange, TEST_IDS, TRAJECTORY_TABLE_COLUMNS } from '@roadwatch/core';
import { isApiError } from '@roadwatch/core/http';
import { Alert, App, Card, Empty, Progress } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { logError } from '../app/errorLogger';
import type { PageProps } from '../routes/pageRegistry';
import { VehicleTree } from '../vehicleTree/VehicleTree';
import type { TrackKey } from './keptTracks';
import { KeptTracks } from './KeptTracks';
import { PlaybackControls } from './PlaybackControls';
import { indexAt } from './pointAt';
import type { TimeChart, TimeSeries } from './timeChart';
import { TimeChartView } from './TimeChartView';
import { queryTrack, trackPlayback } from './trackPlaybackState';
import { TrackQueryBar } from './TrackQueryBar';
import { TrackSummaryBar } from './TrackSummaryBar';
import { TrackTables } from './TrackTables';
import { usePlayback } from './usePlayback';
import { useTrackMap } from './useTrackMap';
import './trackPlayback.css';
import { PageHeading } from '../shell/PageHeading';

const ids = TEST_IDS.trajectory;
const TEMPERATURE_VALUE = TRAJECTORY_TABLE_COLUMNS.temperature.indexOf('value');
const TEMPERATURE_PROBE = TRAJECTORY_TABLE_COLUMNS.temperature.indexOf('probe');

/** The query the page opens with: `vid`, `bTime`, `eTime` from the address (the alarm dialog's link). */
function initialQuery(params: URLSearchParams): { vehicleId: number | null; range: [number, number] } {
  const vid = Number(params.get('vid'));
  const b = Number(params.get('bTime'));
  const e = Number(params.get('eTime'));
  const today = chinaTodayRange(Date.now());
  return {
    vehicleId: Number.isInteger(vid) && vid > 0 ? vid : null,
    range: b > 0 && e > 0 ? [b, e] : [today.bTime, Math.min(today.eTime, Date.now())],
  };
}

/**
 * Track playback: pick a vehicle and a period, load every point (pages of 8000, with progress), see the route in
 * speed colours, replay it in time, read the speed and temperature charts and the tables, keep up to three
 * tracks, and export Excel or PDF. Picking a row, a chart point or the replay moves the marker, the charts'
 * cursor and the table's highlight together.
 */
export function TrackPlaybackPage({ route }: PageProps) {
  const { t } = useTranslation('trajectory');
  const { message } = App.useApp();
  const [params] = useSearchParams();
  const initial = useMemo(() => initialQuery(params), [params]);
  const [vehicleId, setVehicleId] = useState<number | null>(initial.vehicleId);
  const [range, setRange] = useState<[number, number]>(initial.range);
  const snap = useSnapshot(trackPlayback);
  // Read through the snapshot so the page renders again when the shown track gains its summary and tables; the
  // track itself is taken unproxied (its points are a plain array).
  const shown = snap.active >= 0 ? snap.kept[snap.active] : undefined;
  const track = shown ? (trackPlayback.kept[snap.active] ?? null) : null;
  const [scroll, setScroll] = useState({ index: 0, request: 0 });

  const mapElement = useRef<HTMLDivElement>(null);
  const points = useMemo(() => track?.points ?? [], [track]);
  const { marker, provider } = useTrackMap(mapElement, track ? points : null);
  const onFinished = useCallback(() => void message.success(t('trajectory.finished')), [message, t]);
  const { player, view } = usePlayback(points, onFinished);
  useEffect(() => player.setMarker(marker), [player, marker]);
  const onSpeedChart = useCallback((chart: TimeChart | null) => player.setChart('speed', chart), [player]);
  const onTempChart = useCallback(
    (chart: TimeChart | null) => player.setChart('temperature', chart),
    [player],
  );

  const run = useCallback(
    (key: TrackKey) => {
      queryTrack(key)
        .then((loaded) => {
          if (loaded.points.length === 0) void message.info(t('trajectory.noTrack'));
        })
        .catch((error: unknown) => {
          if (!isApiError(error)) logError('pageLoad', 'track query failed', error);
        });
    },
    [message, t],
  );

  // Opened with a vehicle and a period (from the alarm dialog): query at once.
  useEffect(() => {
    if (initial.vehicleId !== null)
      run({ vehicleId: initial.vehicleId, startTime: initial.range[0], endTime: initial.range[1] });
  }, [initial, run]);

  const pick = useCallback(
    (time: number, scrollTable: boolean) => {
      player.seek(time);
      if (scrollTable) setScroll((s) => ({ index: indexAt(points, time), request: s.request + 1 }));
    },
    [player, points],
  );

  const speedSeries = useMemo<TimeSeries[]>(
    () => [{ name: t('trajectory.speedChart'), data: points.map((p) => [p.gpsTime, p.speed]) }],
    [points, t],
  );
  const tempSeries = useMemo<TimeSeries[]>(() => {
    const byProbe = new Map<string, [number, number | null][]>();
    for (const row of track?.tables?.temperature ?? []) {
      const name = String(row[TEMPERATURE_PROBE] ?? '');
      const value = row[TEMPERATURE_VALUE];
      const list = byProbe.get(name) ?? [];
      list.push([Number(row[0]), typeof value === 'number' ? value : null]);
      byProbe.set(name, list);
    }
    return [...byProbe].map(([name, data]) => ({ name, data }));
  }, [track]);
  const min = points[0]?.gpsTime ?? 0;
  const max = points.at(-1)?.gpsTime ?? 0;
  const loading = snap.loading;
  const canExport = route.meta.operationIds.includes('trackPlayback:export');

  return (
    <div className="track-playback">
      <PageHeading title={route.meta.title} />
      <Card size="small" className="track-playback__tree" data-testid={ids.vehicle}>
        <VehicleTree
          selectedKey={vehicleId === null ? null : `v${vehicleId}`}
          onSelect={(node) => {
            if (node.kind === 'vehicle') setVehicleId(node.id);
          }}
        />
      </Card>
      <div className="track-playback__main">
        <div className="track-playback__bar">
          <TrackQueryBar
            vehicleId={vehicleId}
            range={range}
            onRangeChange={setRange}
            onQuery={run}
            loading={loading !== null}
            shown={
              track
                ? { vehicleId: track.vehicleId, startTime: track.startTime, endTime: track.endTime }
                : null
            }
            canExport={canExport}
          />
          <KeptTracks />
        </div>
        {loading && (
          <Alert
            type="info"
            showIcon
            data-testid={ids.progress}
            title={t('trajectory.notLoaded')}
            description={
              <Progress
                percent={loading.total > 0 ? Math.floor((loading.loaded / loading.total) * 100) : 0}
                format={() => t('trajectory.loading', { loaded: loading.loaded, total: loading.total })}
              />
            }
          />
        )}
        {track?.summary && <TrackSummaryBar summary={track.summary} />}
        <div className="track-playback__map-wrap">
          <div ref={mapElement} className="track-playback__map" data-testid={ids.map} />
          {provider === 'offline' && (
            <span className="track-playback__map-note">{t('trajectory.offlineMap')}</span>
          )}
          {!track && !loading && (
            <div className="track-playback__map-empty">
              <Empty description={t('trajectory.queryFirst')} />
            </div>
          )}
        </div>
        <PlaybackControls player={player} view={view} disabled={points.length === 0} />
        {track && (
          <>
            <div className="track-playback__charts">
              <TimeChartView
                series={speedSeries}
                min={min}
                max={max}
                testId={ids.speedChart}
                cursorTestId={ids.chartCursor}
                emptyText={t('trajectory.noTrack')}
                onChart={onSpeedChart}
                onPick={(time) => pick(time, true)}
              />
              <TimeChartView
                series={tempSeries}
                min={min}
                max={max}
                testId={ids.tempChart}
                cursorTestId={`${ids.chartCursor}-temperature`}
                emptyText={t('trajectory.noTemperature')}
                onChart={onTempChart}
                onPick={(time) => pick(time, true)}
              />
            </div>
            <TrackTables
              track={track}
              activeIndex={view.index}
              scrollIndex={scroll.index}
              scrollRequest={scroll.request}
              onPointClick={(index) => {
                const p = points[index];
                if (p) pick(p.gpsTime, false);
              }}
            />
          </>
        )}
      </div>
    </div>
  );
}
