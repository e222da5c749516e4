/** Administration pages (resource pages of the system module): columns, filters and form labels (titles are the menu's). */
export const admin = {
  dictionary: {
    fields: {
      dicTypeKey: '字典类型',
      code: '编码',
      nameZh: '中文名称',
      nameEn: '英文名称',
      sort: '排序',
      valid: '状态',
      remark: '备注',
      operatorName: '操作人',
      modifiedTime: '修改时间',
      keyword: '关键字',
    },
    keywordPlaceholder: '编码或名称',
    types: {
      vehicleTypeGb: '车辆类型（国标）',
      pointAreaType: '点区域类型',
    },
    valid: { 1: '有效', 0: '无效' },
  },
} as const;
