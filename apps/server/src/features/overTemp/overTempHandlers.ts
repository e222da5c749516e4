import { overTempLogList } from './overTempLogList';
import { overTempRecheck } from './overTempRecheck';
import { overTempRecheckRecord } from './overTempRecheckRecord';

export const overTempHandlers = { overTempLogList, overTempRecheck, overTempRecheckRecord };
