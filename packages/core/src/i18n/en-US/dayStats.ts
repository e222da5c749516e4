import type { Messages } from '../messages';
import type { dayStats as zh } from '../zh-CN/dayStats';

export const dayStats: Messages<typeof zh> = {
  column: {
    plate: 'Plate',
    departmentName: 'Department',
    day: 'Date',
    days: 'Days with data',
    startKm: 'Start odometer (km)',
    endKm: 'End odometer (km)',
    mileageKm: 'Mileage (km)',
    avgDayKm: 'Mileage a day (km)',
    drivingS: 'Driving time',
    avgSpeed: 'Average moving speed (km/h)',
    maxSpeed: 'Top speed (km/h)',
    points: 'Positions',
    firstTime: 'First report',
    lastTime: 'Last report',
  },
  totals: 'Total: {{vehicles}} vehicles, {{days}} vehicle-days, {{km}} km, driving {{time}}',
};
