import type { Messages } from '../messages';
import type { alarmNotice as zh } from '../zh-CN/alarmNotice';

export const alarmNotice: Messages<typeof zh> = {
  text: 'Vehicle {{plate}}: {{type}} ({{level}}) at {{place}}, {{time}}. Please handle it.',
  reminderText:
    'Reminder {{round}}: vehicle {{plate}}: {{type}} ({{level}}) at {{place}}, {{time}} is still unhandled. Please handle it.',
  subject: 'Alarm: {{plate}} {{type}} ({{level}})',
  reminderSubject: 'Alarm reminder {{round}}: {{plate}} {{type}} ({{level}})',
  placeUnknown: 'unknown place',
  title: 'Notices',
  empty: 'No notices',
  loadFailed: 'The notices could not be loaded',
  columns: {
    round: 'Round',
    channel: 'Channel',
    recipient: 'Recipient',
    attemptNo: 'Attempt',
    status: 'Status',
    time: 'Time',
    reason: 'Reason',
  },
  rounds: { first: 'First notice', reminder: 'Reminder {{round}}' },
  channels: { sms: 'SMS', email: 'E-mail', wechat: 'WeChat', terminal: 'Terminal' },
  statuses: { queued: 'Queued', sent: 'Sent', failed: 'Failed', skipped: 'Not sent' },
  reasons: {
    notConfigured: 'This channel is not configured',
    dailyLimit: "The vehicle's notices for the day are used up",
    noAddress: 'The contact has no address for this channel',
    providerFailed: 'The provider refused it',
    timeout: 'Sending timed out',
    offline: 'The terminal is offline',
    refused: 'The terminal refused it',
    willRetry: 'Will be retried',
  },
};
