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
    band1S: '1–40 km/h time',
    band1Km: '1–40 km/h distance (km)',
    band2S: '40–60 km/h time',
    band2Km: '40–60 km/h distance (km)',
    band3S: '60–80 km/h time',
    band3Km: '60–80 km/h distance (km)',
    band4S: '80–100 km/h time',
    band4Km: '80–100 km/h distance (km)',
    band5S: 'Over 100 km/h time',
    band5Km: 'Over 100 km/h distance (km)',
    bandAvgSpeed: 'Average moving speed (km/h)',
  },
  totals: 'Total: {{vehicles}} vehicles, {{days}} vehicle-days, {{km}} km, driving {{time}}',
};
