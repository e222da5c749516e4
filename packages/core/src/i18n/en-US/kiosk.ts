import type { Messages } from '../messages';
import type { kiosk as zh } from '../zh-CN/kiosk';

export const kiosk: Messages<typeof zh> = {
  loading: 'Connecting the display…',
  serverUnreachable: 'The server cannot be reached right now; retrying…',
  notAuthorised: 'Display not authorised',
  notAuthorisedBody:
    'The token of display "{{display}}" is invalid or has been revoked. Contact your administrator.',
  noTokenBody:
    'This browser has no token for display "{{display}}". Open the address with its token that the server printed in its log at first start (…#token=…), or run npm run kiosk:token -- --display {{display}} --rotate for a new one.',
  addressRefused: 'This display cannot be opened here',
  addressRefusedBody:
    'Display “{{display}}” may only be opened from the addresses in its configuration (allowFrom); this machine is not one of them.',
  retrying: 'This screen retries automatically.',
  configError: 'Display configuration error',
  configErrorField: '{{field}}: {{reason}}',
  configErrorHint: 'Fix kiosk-configs/{{display}}.json; this screen reloads the configuration by itself.',
  displayNotFound: 'Display "{{display}}" not found',
  displayNotFoundBody:
    'The server has no configuration for display "{{display}}" (kiosk-configs/{{display}}.json).',
  noDisplay: 'No display named',
  noDisplayBody: 'Name the display in the address, for example /kiosk/?display=control-room.',
  nextRefresh: 'Refresh in {{seconds}} s',
  nextBoard: 'Next board in {{seconds}} s',
  paused: 'Rotation paused',
  updatedAt: 'Updated {{time}}',
  notUpdated: 'Not updated yet',
  stale: 'Data is {{age}} old, reconnecting to the server…',
  age: { seconds: '{{s}} s', minutes: '{{m}} min {{s}} s', hours: '{{h}} h {{m}} min' },
  boardPosition: '{{current}} / {{total}}',
  panelPending: 'Awaiting data',
  boards: {
    safety: {
      title: 'Active safety',
      panels: {
        eventsByKind: 'Risk events today by kind',
        hazardLevels: 'Hazard levels today',
        overdue: 'Overdue high-risk events',
        interventionRate: 'Effective intervention rate',
        riskTrend: 'Risk trend',
        scoreDistribution: 'Driving score distribution',
        riskiestDrivers: 'Riskiest drivers',
        riskiestVehicles: 'Riskiest vehicles',
        departmentRanking: 'Department ranking',
        eventTicker: 'Live events',
      },
    },
    coldChain: {
      title: 'Cold chain',
      panels: {
        pointsByState: 'Temperature points by state',
        worstPoints: 'Worst points now',
        onlineRate: 'Temperature online rate',
        overTemperatureTrend: 'Over-temperature trend',
        warehouseView: 'Warehouse 3D view',
      },
    },
    supervision: {
      title: 'Vehicle supervision',
      panels: {
        vehiclesByState: 'Vehicles by operation state',
        onlineRate: 'Online rate',
        overspeedFatigue: 'Overspeed and fatigue by department',
        liveMap: 'Live vehicle map',
        provinceView: 'Vehicles by province (3D)',
      },
    },
    operation: {
      title: 'Vehicle operation',
      panels: {
        mileage: 'Mileage (today / this month)',
        utilisation: 'Utilisation',
        fuel: 'Fuel',
        activeVehicles: 'Active vehicles',
        trackingOrders: 'Tracking orders by state',
        nearExpiry: 'Insurance and certificates near expiry',
      },
    },
  },
  configIssue: {
    wrongType: 'wrong type, expected {{expected}}',
    types: {
      string: 'text',
      number: 'a number',
      int: 'an integer',
      boolean: 'true or false',
      array: 'a list',
      object: 'an object',
    },
    oneOf: 'must be one of {{values}}',
    greaterThan: 'must be greater than {{min}}',
    unknownField: 'unknown field',
    displayName:
      'lowercase letters, digits and hyphens only, starting with a letter or digit, at most 64 characters',
    tooFewBoards: 'needs at least {{min}} board(s)',
    tooManyBoards: 'at most {{max}} boards are allowed',
    nameMismatch: 'must equal the display name in the file name and address, "{{expected}}"',
    duplicateToken: 'uses the same token as {{file}}; every display needs its own token',
    notJson: 'not valid JSON: {{detail}}',
    notForKind: 'only applies to {{kind}} boards',
    address: 'must be an IP address or a CIDR range such as 10.8.0.0/24',
  },
  check: {
    ok: 'OK',
    failed: 'FAILED',
    boardCount: 'boards: {{n}}',
    summary: '{{ok}} OK, {{failed}} failed',
    noFiles: 'No display configs in {{dir}}',
    schemaStale: '{{file}} does not match the config schema; run npm run kiosk:check -- --write-schema',
    schemaWritten: 'Wrote {{file}}',
    warning: 'WARNING',
    openToAll:
      '{{file}}: allowFrom admits every address; anyone who can reach the server sees this display (plates, positions)',
  },
  token: {
    usage: 'Usage: npm run kiosk:token -- --display <name> [--rotate]',
    unknownDisplay: 'No display "{{display}}" in {{dir}}',
    ownToken:
      'Display "{{display}}" has its token in kiosk-configs/{{display}}.json; change it there (or remove the token field to have this installation generate one)',
    issued:
      'Display "{{display}}" has a token generated by this installation ({{time}}); --rotate issues a new one',
    none: 'Display "{{display}}" has no generated token yet; the next server start generates one, or --rotate does now',
    rotated:
      'New token for display "{{display}}"; its old token and sessions no longer work. Open this address on its wall (shown only now):',
  },
};
