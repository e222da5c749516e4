import type { Messages } from '../messages';
import type { kiosk as zh } from '../zh-CN/kiosk';

export const kiosk: Messages<typeof zh> = {
  loading: 'Connecting the display…',
  notAuthorised: 'Display not authorised',
  notAuthorisedBody:
    'The token of display "{{display}}" is invalid or has been revoked. Contact your administrator.',
  configError: 'Display configuration error',
  configErrorField: 'Field {{field}}: {{reason}}',
  nextRefresh: 'Refresh in {{seconds}} s',
  nextBoard: 'Next board in {{seconds}} s',
  updatedAt: 'Updated {{time}}',
  stale: 'Data is {{age}} old, reconnecting…',
};
