import { ENDPOINTS, type RequestOf } from '@roadwatch/core';
import { api } from '../app/api';

/** The pages' calls (a code 0 is toasted by the client and rejects). */
export const overTempApi = {
  log: (input: RequestOf<typeof ENDPOINTS.overTempLogList>) => api.call(ENDPOINTS.overTempLogList, input),
  recheck: (input: RequestOf<typeof ENDPOINTS.overTempRecheck>) => api.call(ENDPOINTS.overTempRecheck, input),
  record: (input: RequestOf<typeof ENDPOINTS.overTempRecheckRecord>) =>
    api.call(ENDPOINTS.overTempRecheckRecord, input),
  vehicles: (keyword: string) => api.call(ENDPOINTS.vehicleTree, keyword ? { keyword } : {}),
};
