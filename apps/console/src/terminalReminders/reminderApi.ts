import {
  ENDPOINTS,
  type ReminderSendRow,
  type TerminalReminderInput,
  type TerminalReminderRow,
} from '@roadwatch/core';
import { api } from '../app/api';

/** The page's calls (a code 0 is toasted by the client and rejects). */
export const reminderApi = {
  list: (): Promise<TerminalReminderRow[]> => api.call(ENDPOINTS.terminalReminderList, {}),
  vehicles: () => api.call(ENDPOINTS.terminalReminderVehicles, {}),
  save: (reminder: TerminalReminderInput): Promise<TerminalReminderRow> =>
    api.call(ENDPOINTS.terminalReminderSave, { reminder }),
  remove: (id: number) => api.call(ENDPOINTS.terminalReminderDelete, { id }),
  sends: (id: number): Promise<ReminderSendRow[]> => api.call(ENDPOINTS.terminalReminderSends, { id }),
};
