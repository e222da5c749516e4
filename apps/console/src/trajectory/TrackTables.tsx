import {
  formatChinaTime,
  TEST_IDS,
  TRAJECTORY_DURATION_COLUMNS,
  TRAJECTORY_TABLE_COLUMNS,
  TRAJECTORY_TABLES,
  TRAJECTORY_TIME_COLUMNS,
  type TrajectoryCell,
  type TrajectoryPoint,
} from '@roadwatch/core';
import { Tabs } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoadedTrack } from './loadTrack';
import { TrackTable, type CellText } from './TrackTable';

const NO_ROWS: TrajectoryCell[][] = [];

export interface TrackTablesProps {
  track: LoadedTrack;
  activeIndex: number;
  scrollIndex: number;
  scrollRequest: number;
  onPointClick: (index: number) => void;
}

/** Points and the side tables (stops, areas, doors, coolers, alarms, photos, temperature, humidity, fuel). */
export function TrackTables({
  track,
  activeIndex,
  scrollIndex,
  scrollRequest,
  onPointClick,
}: TrackTablesProps) {
  const { t } = useTranslation('trajectory');
  const header = (c: string) => t(`trajectory.columns.${c}`);
  const pointCells = useCallback(
    (p: TrajectoryPoint): CellText[] => [
      formatChinaTime(p.gpsTime),
      p.lon.toFixed(6),
      p.lat.toFixed(6),
      p.speed,
      p.direction,
      p.mileage,
      t(p.acc ? 'trajectory.accOn' : 'trajectory.accOff'),
    ],
    [t],
  );
  const cellsOf = (table: keyof typeof TRAJECTORY_TABLE_COLUMNS) => (row: TrajectoryCell[]) =>
    row.map((v, i) => {
      const column = TRAJECTORY_TABLE_COLUMNS[table][i] ?? '';
      if (typeof v === 'number' && TRAJECTORY_TIME_COLUMNS.has(column)) return formatChinaTime(v);
      if (typeof v === 'number' && TRAJECTORY_DURATION_COLUMNS.has(column))
        return t('trajectory.units.duration', {
          h: Math.floor(v / 3600),
          m: Math.floor((v % 3600) / 60),
          s: v % 60,
        });
      return v;
    });

  const items = [
    {
      key: 'points',
      label: `${t('trajectory.tables.points')} (${track.points.length})`,
      children: (
        <TrackTable
          rows={track.points}
          headers={TRAJECTORY_TABLE_COLUMNS.points.map(header)}
          cells={pointCells}
          emptyText={t('trajectory.noTrack')}
          testId={TEST_IDS.trajectory.table('points')}
          rowTestId={TEST_IDS.trajectory.row}
          activeIndex={activeIndex}
          scrollIndex={scrollIndex}
          scrollRequest={scrollRequest}
          onRowClick={onPointClick}
        />
      ),
    },
    ...TRAJECTORY_TABLES.map((table) => ({
      key: table,
      label: track.tables
        ? `${t(`trajectory.tables.${table}`)} (${track.tables[table].length})`
        : t(`trajectory.tables.${table}`),
      children: (
        <TrackTable
          rows={track.tables?.[table] ?? NO_ROWS}
          headers={TRAJECTORY_TABLE_COLUMNS[table].map(header)}
          cells={cellsOf(table)}
          emptyText={t('trajectory.emptyTable')}
          testId={TEST_IDS.trajectory.table(table)}
        />
      ),
    })),
  ];
  return (
    <Tabs
      className="track-playback__tables"
      data-testid={TEST_IDS.trajectory.tables}
      size="small"
      items={items}
    />
  );
}
