import type { Messages } from '../messages';
import type { zoneAlarm as zh } from '../zh-CN/zoneAlarm';

export const zoneAlarm: Messages<typeof zh> = {
  common: {
    keyword: 'Keyword',
    keywordHint: 'Zone, line or plate',
    vehicles: 'Vehicles',
    vehicleCount: '{{count}} vehicles',
    notice: 'Custom notice',
    overspeed: 'Overspeed',
    speedLimitKmh: 'Speed limit (km/h)',
    overspeedSeconds: 'Lasting (s)',
    periods: 'Alarm periods',
    allDay: 'All day',
    periodStart: 'Start',
    periodEnd: 'End',
    addPeriod: 'Add period',
    removePeriod: 'Remove',
    on: 'Yes',
    off: 'No',
  },
  zone: {
    title: 'Zone alarms',
    area: 'Zone',
    kinds: 'Alarms',
    entry: 'Entry',
    exit: 'Exit',
    stop: 'Stop in zone',
    stopSeconds: 'Stop duration (s)',
    doorOpen: 'Door opened in zone',
    ashDump: 'Ash dump in zone',
    preWarningMetres: 'Pre-warning distance (m)',
  },
  line: {
    title: 'Line alarms',
    line: 'Line',
    offsetMetres: 'Offset distance (m)',
    departure: 'Valid departure time',
    startArea: 'Start zone',
    endArea: 'End zone',
    none: 'Any',
  },
};
