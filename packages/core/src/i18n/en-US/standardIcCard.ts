import type { Messages } from '../messages';
import type { standardIcCard as zh } from '../zh-CN/standardIcCard';

export const standardIcCard: Messages<typeof zh> = {
  list: {
    title: 'Standard IC cards',
    certificateNo: 'Qualification certificate no.',
    driverName: 'Driver name',
    issuingAuthority: 'Issuing authority',
    validUntil: 'Valid until',
    linkedDriver: 'Linked driver',
    keywordHint: 'Certificate no., name or authority',
    certificateHint:
      'Letters, digits and hyphens, at most {{max}}; as the terminal reports it when the card is read',
    expired: 'Expired',
  },
  registration: {
    registered: 'Registered',
    unregistered: 'Unregistered',
    expired: 'Expired',
  },
  swipes: {
    title: 'Driver card swipes',
    time: 'Time',
    event: 'Event',
    inserted: 'Card in',
    pulled: 'Card out',
    driverName: 'Driver',
    certificateCode: 'Certificate no.',
    registration: 'Standard IC card',
    none: 'No card swiped in this range',
    unread: '—',
  },
};
