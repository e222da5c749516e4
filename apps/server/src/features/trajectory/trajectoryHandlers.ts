import { trajectoryExport } from './trajectoryExport';
import { trajectoryPage } from './trajectoryPage';
import { trajectorySummary } from './trajectorySummary';
import { trajectoryTable } from './trajectoryTable';

/** Track playback (repay/trajectory/*). */
export const trajectoryHandlers = { trajectoryPage, trajectorySummary, trajectoryTable, trajectoryExport };
