import type { Messages } from '../messages';
import type { common as zh } from '../zh-CN/common';

export const common: Messages<typeof zh> = {
  appName: 'Roadwatch',
  appTagline: 'Fleet monitoring and active safety',
  ok: 'OK',
  cancel: 'Cancel',
  submit: 'Submit',
  save: 'Save',
  delete: 'Delete',
  close: 'Close',
  loading: 'Loading…',
  empty: 'No data',
  retry: 'Retry',
  language: 'Language',
  languages: { 'zh-CN': '简体中文', 'en-US': 'English' },
  submittedSuccessfully: 'Submitted successfully',
  searchTypes: {
    reportName: 'Report name',
    vehicleNo: 'Plate number',
    orderNo: 'Order number',
    planNo: 'Plan number',
  },
};
