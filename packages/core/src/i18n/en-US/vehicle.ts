import type { Messages } from '../messages';
import type { vehicle as zh } from '../zh-CN/vehicle';

export const vehicle: Messages<typeof zh> = {
  eventTypes: {
    drive: 'Driving',
    brake: 'Harsh braking',
    park: 'Parked',
    ignition: 'Ignition on',
    regionEnter: 'Entered area',
    flameout: 'Ignition off',
    regionLeave: 'Left area',
    cityChange: 'Changed city',
    cardInsert: 'Driver card inserted',
    cardPluck: 'Driver card removed',
  },
  duration: {
    hours: '{{h}} h {{m}} min',
    minutes: '{{m}} min {{s}} s',
    seconds: '{{s}} s',
  },
};
