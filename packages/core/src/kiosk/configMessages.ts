/**
 * Message keys for display-config problems (namespace `kiosk`, group `configIssue`). Like the validators'
 * VMSG keys they are stored in zod issues and translated where they are shown (kiosk screen, kiosk:check).
 */
export const KIOSK_CONFIG_MSG = {
  wrongType: 'kiosk.configIssue.wrongType',
  oneOf: 'kiosk.configIssue.oneOf',
  greaterThan: 'kiosk.configIssue.greaterThan',
  unknownField: 'kiosk.configIssue.unknownField',
  displayName: 'kiosk.configIssue.displayName',
  tooFewBoards: 'kiosk.configIssue.tooFewBoards',
  tooManyBoards: 'kiosk.configIssue.tooManyBoards',
  nameMismatch: 'kiosk.configIssue.nameMismatch',
  duplicateToken: 'kiosk.configIssue.duplicateToken',
  notJson: 'kiosk.configIssue.notJson',
  notForKind: 'kiosk.configIssue.notForKind',
  address: 'kiosk.configIssue.address',
} as const;
