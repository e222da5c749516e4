import { BoardGrid, type BoardLayout, type PanelSlot } from './BoardGrid';

const LAYOUT: BoardLayout = {
  columns: '1fr 1fr 1fr 1fr',
  rows: '1fr 1fr 1fr 132px',
  areas: [
    'kinds trend trend overdue',
    'levels trend trend intervention',
    'score drivers vehicles ranking',
    'ticker ticker ticker ticker',
  ],
};

const PANELS: readonly PanelSlot[] = [
  { key: 'eventsByKind', area: 'kinds' },
  { key: 'hazardLevels', area: 'levels' },
  { key: 'riskTrend', area: 'trend' },
  { key: 'overdue', area: 'overdue' },
  { key: 'interventionRate', area: 'intervention' },
  { key: 'scoreDistribution', area: 'score' },
  { key: 'riskiestDrivers', area: 'drivers' },
  { key: 'riskiestVehicles', area: 'vehicles' },
  { key: 'departmentRanking', area: 'ranking' },
  { key: 'eventTicker', area: 'ticker' },
];

/** Active safety: driver-risk events, overdue high-risk events, trends, scores and rankings. */
export function SafetyBoard() {
  return <BoardGrid kind="safety" layout={LAYOUT} panels={PANELS} />;
}
