import type { Messages } from '../messages';
import type { admin as zh } from '../zh-CN/admin';

export const admin: Messages<typeof zh> = {
  dictionary: {
    fields: {
      dicTypeKey: 'Type',
      code: 'Code',
      nameZh: 'Chinese name',
      nameEn: 'English name',
      sort: 'Order',
      valid: 'Status',
      remark: 'Remark',
      operatorName: 'Operator',
      modifiedTime: 'Modified',
      keyword: 'Keyword',
    },
    keywordPlaceholder: 'Code or name',
    types: {
      vehicleTypeGb: 'Vehicle type (GB)',
      pointAreaType: 'Point/area type',
    },
    valid: { 1: 'Valid', 0: 'Invalid' },
  },
};
