/** Fixed routes of the account pages outside the menu system (seed 000 §2.1). */
export const ACCOUNT_PATHS = {
  protocol: '/protocol',
  serviceLevelAgreement: '/serviceLevelAgreement',
  privacy: '/privacyPolicy',
  /** The password-update page comes from the user menu (route `passwordUpdate`). */
  passwordUpdate: '/passwordUpdate',
} as const;
