import { incubatorFlowDetail } from './incubatorFlowDetail';
import { exportIncubatorReport, incubatorReport } from './incubatorReport';
import { incubatorTempDetail } from './incubatorTempDetail';

/** Incubator temperature detail, flow detail and the report with its export. */
export const incubatorViewHandlers = {
  incubatorTempDetail,
  incubatorFlowDetail,
  incubatorReport,
  exportIncubatorReport,
};
