import type { Messages } from '../messages';
import type { deviceExceptionSettings as zh } from '../zh-CN/deviceExceptionSettings';

export const deviceExceptionSettings: Messages<typeof zh> = {
  title: 'Device exception settings',
  intro:
    'A condition that lasts longer than its time counts as a device exception; a type switched off raises none.',
  saved: 'Saved',
  reset: 'Undo changes',
  enabled: 'On',
  minutes: 'Lasting (minutes)',
  minutesRange: '{{min}}–{{max}} minutes',
  operator: 'Operator',
  modifiedAt: 'Modified',
  builtIn: 'Built-in defaults',
  type: 'Exception',
  types: {
    offline: 'Offline',
    power: 'Power',
    antenna: 'Antenna',
    temperatureNotUploaded: 'Temperature not uploaded',
    fuelNotUploaded: 'Fuel not uploaded',
    positioning: 'Positioning',
    photoNotUploaded: 'Photo not uploaded',
    signal: 'Signal',
  },
};
