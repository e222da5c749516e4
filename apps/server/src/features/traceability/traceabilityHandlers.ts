import { chainBatchHandlers } from './chainBatchHandlers';
import { chainBatchPdf } from './chainBatchPdf';
import { chainBatchByCode, chainBatchRecord } from './chainBatchRecord';
import { chainBatchShare } from './chainBatchShare';
import { chainLegOptions } from './chainLegOptions';
import { shareBatchPdf, shareBatchRecord } from './shareBatchRecord';

export const traceabilityHandlers = {
  ...chainBatchHandlers,
  chainLegOptions,
  chainBatchRecord,
  chainBatchByCode,
  chainBatchShare,
  chainBatchPdf,
  shareBatchRecord,
  shareBatchPdf,
};
