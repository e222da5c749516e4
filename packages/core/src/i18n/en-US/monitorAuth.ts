import type { Messages } from '../messages';
import type { monitorAuth as zh } from '../zh-CN/monitorAuth';

export const monitorAuth: Messages<typeof zh> = {
  title: 'Monitoring authorisation',
  fields: {
    keyword: 'Plate',
    vehicleId: 'Plate',
    plateNumber: 'Plate',
    startTime: 'Start time',
    endTime: 'End time',
    accessAddress: 'Access address',
    accessId: 'Access id',
    effectiveDays: 'Effective days',
    expiresAt: 'Address expires',
    createdAt: 'Created',
    publicKey: 'Public key',
    state: 'State',
  },
  states: {
    valid: 'Valid',
    expired: 'Expired',
    disabled: 'Disabled',
  },
  windowHint: 'Only times within the last 30 days, at least 60 seconds long',
  windowPast: 'Start and end must lie within the last 30 days and not after now',
  disable: 'Disable',
  selectFirst: 'Select authorisations first',
  tooMany: 'Disable at most {{max}} authorisations at a time',
  disableConfirm:
    'Disable the {{count}} selected authorisations? The third party can no longer read positions.',
  disabledDone: '{{count}} authorisations disabled',
  secretTitle: 'Authorisation created: save the private key',
  secretHint:
    'The private key is shown this once and cannot be shown again after you close this dialog. Copy it now and hand it to the third party securely; if it is lost, delete this authorisation and create a new one.',
  privateKey: 'Private key (Ed25519, PKCS#8 DER, Base64)',
  copy: 'Copy',
  copied: 'Copied to the clipboard',
  copyFailed: 'The clipboard is not available; select the key and copy it by hand',
  secretDone: 'I have saved the key',
  signingHelp:
    'The third party signs access id, timestamp, nonce, from and to (one per line) with the private key and calls the access address.',
};
