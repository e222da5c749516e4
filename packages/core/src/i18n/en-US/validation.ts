import type { Messages } from '../messages';
import type { validation as zh } from '../zh-CN/validation';

export const validation: Messages<typeof zh> = {
  required: 'This field is required',
  invalid: 'The value is not valid',
  tooShort: 'At least {{min}} characters',
  tooLong: 'Length cannot exceed {{max}} characters',
  tooSmall: 'Must be at least {{min}}',
  tooBig: 'Must be at most {{max}}',
  notBlank: 'Cannot be blank',
  integer: 'Enter a whole number',
  passwordLength: 'The password must be 8 to 15 characters',
  passwordChinese: 'The password cannot contain Chinese characters',
  passwordFullWidth: 'The password cannot contain full-width characters',
  passwordSpace: 'The password cannot contain spaces',
  passwordWeak: 'The password is not strong enough',
  passwordMismatch: 'The two passwords do not match',
  licenceDigits: 'The licence number must be exactly 12 digits',
  searchType: 'Choose a search type',
  menuKey: 'The menu key is not valid',
};
