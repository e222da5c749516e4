import { codeTracingSettingGet, codeTracingSettingSave } from './codeTracingSetting';
import { coldChainDynamic, exportColdChainDynamic } from './coldChainDynamic';
import { exportOverTempSummary, overTempDetail, overTempSummary } from './overTempSummary';

/** Vehicle cold chain: dynamics along a trip, over-temperature summary and detail, code-tracing docking. */
export const vehicleColdChainHandlers = {
  coldChainDynamic,
  exportColdChainDynamic,
  overTempSummary,
  overTempDetail,
  exportOverTempSummary,
  codeTracingSettingGet,
  codeTracingSettingSave,
};
