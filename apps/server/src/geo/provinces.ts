/** Provincial-level divisions (GB/T 2260 codes), with the English names in common use. */
export interface ProvinceInfo {
  code: string;
  name: string;
  en: string;
  /** File-name prefixes of the boundary source (pinyin with tones), used only by the data build. */
  filePrefixes: readonly string[];
}

export const PROVINCES: readonly ProvinceInfo[] = [
  { code: '110000', name: '北京市', en: 'Beijing', filePrefixes: ['beijing'] },
  { code: '120000', name: '天津市', en: 'Tianjin', filePrefixes: ['tianjin'] },
  { code: '130000', name: '河北省', en: 'Hebei', filePrefixes: ['he2_bei3'] },
  { code: '140000', name: '山西省', en: 'Shanxi', filePrefixes: ['shan1_xi1'] },
  { code: '150000', name: '内蒙古自治区', en: 'Inner Mongolia', filePrefixes: ['nei4_meng2_gu3'] },
  { code: '210000', name: '辽宁省', en: 'Liaoning', filePrefixes: ['liao2_ning2'] },
  { code: '220000', name: '吉林省', en: 'Jilin', filePrefixes: ['ji2_lin2'] },
  { code: '230000', name: '黑龙江省', en: 'Heilongjiang', filePrefixes: ['hei1_long2_jiang1'] },
  { code: '310000', name: '上海市', en: 'Shanghai', filePrefixes: ['shanghai'] },
  { code: '320000', name: '江苏省', en: 'Jiangsu', filePrefixes: ['jiang1_su1'] },
  { code: '330000', name: '浙江省', en: 'Zhejiang', filePrefixes: ['zhe4_jiang1'] },
  { code: '340000', name: '安徽省', en: 'Anhui', filePrefixes: ['an1_hui1'] },
  { code: '350000', name: '福建省', en: 'Fujian', filePrefixes: ['fu2_jian4'] },
  { code: '360000', name: '江西省', en: 'Jiangxi', filePrefixes: ['jiang1_xi1'] },
  { code: '370000', name: '山东省', en: 'Shandong', filePrefixes: ['shan1_dong1'] },
  { code: '410000', name: '河南省', en: 'Henan', filePrefixes: ['he2_nan2'] },
  { code: '420000', name: '湖北省', en: 'Hubei', filePrefixes: ['hu2_bei3'] },
  { code: '430000', name: '湖南省', en: 'Hunan', filePrefixes: ['hu2_nan2'] },
  { code: '440000', name: '广东省', en: 'Guangdong', filePrefixes: ['guang3_dong1'] },
  { code: '450000', name: '广西壮族自治区', en: 'Guangxi', filePrefixes: ['guang3_xi1'] },
  { code: '460000', name: '海南省', en: 'Hainan', filePrefixes: ['hai3_nan2'] },
  { code: '500000', name: '重庆市', en: 'Chongqing', filePrefixes: ['chongqing'] },
  { code: '510000', name: '四川省', en: 'Sichuan', filePrefixes: ['si4_chuan1'] },
  { code: '520000', name: '贵州省', en: 'Guizhou', filePrefixes: ['gui4_zhou1'] },
  { code: '530000', name: '云南省', en: 'Yunnan', filePrefixes: ['yun2_nan2'] },
  { code: '540000', name: '西藏自治区', en: 'Tibet', filePrefixes: ['xi1_cang2'] },
  { code: '610000', name: '陕西省', en: 'Shaanxi', filePrefixes: ['shan3_xi1'] },
  { code: '620000', name: '甘肃省', en: 'Gansu', filePrefixes: ['gan1_su4'] },
  { code: '630000', name: '青海省', en: 'Qinghai', filePrefixes: ['qing1_hai3'] },
  { code: '640000', name: '宁夏回族自治区', en: 'Ningxia', filePrefixes: ['ning2_xia4'] },
  { code: '650000', name: '新疆维吾尔自治区', en: 'Xinjiang', filePrefixes: ['xin1_jiang1'] },
  { code: '710000', name: '台湾省', en: 'Taiwan', filePrefixes: ['tai2_wan1'] },
  { code: '810000', name: '香港特别行政区', en: 'Hong Kong', filePrefixes: ['xianggang'] },
  { code: '820000', name: '澳门特别行政区', en: 'Macao', filePrefixes: ['aomen'] },
];
