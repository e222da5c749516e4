/**
 * Validation messages are i18n keys (namespace `validation`). Schemas carry the key as their error;
 * limits travel as zod's issue fields (minimum/maximum) and become interpolation params.
 */
export const VMSG = {
  required: 'validation.required',
  invalid: 'validation.invalid',
  tooShort: 'validation.tooShort',
  tooLong: 'validation.tooLong',
  tooSmall: 'validation.tooSmall',
  tooBig: 'validation.tooBig',
  notBlank: 'validation.notBlank',
  unsafeCharacter: 'validation.unsafeCharacter',
  nameCharacter: 'validation.nameCharacter',
  integer: 'validation.integer',
  passwordLength: 'validation.passwordLength',
  passwordChinese: 'validation.passwordChinese',
  passwordFullWidth: 'validation.passwordFullWidth',
  passwordSpace: 'validation.passwordSpace',
  passwordWeak: 'validation.passwordWeak',
  passwordMismatch: 'validation.passwordMismatch',
  licenceDigits: 'validation.licenceDigits',
  searchType: 'validation.searchType',
  menuKey: 'validation.menuKey',
  opinionRequired: 'validation.opinionRequired',
  ttsMessageRequired: 'validation.ttsMessageRequired',
  familyMessageRequired: 'validation.familyMessageRequired',
  talkNotReady: 'validation.talkNotReady',
  vehicleOffline: 'validation.vehicleOffline',
  accOff: 'validation.accOff',
  regionRequired: 'validation.regionRequired',
  plateNumber: 'validation.plateNumber',
  mobilePhone: 'validation.mobilePhone',
  dateRequired: 'validation.dateRequired',
  dateOrder: 'validation.dateOrder',
  dateSpanDays: 'validation.dateSpanDays',
  dateSpanMonths: 'validation.dateSpanMonths',
} as const;
export type ValidationMessage = (typeof VMSG)[keyof typeof VMSG];
