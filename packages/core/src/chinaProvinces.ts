/**
 * China's provincial-level divisions (GB/T 2260 codes) with the English names in common use: one list for the
 * server's gazetteer and the clients' maps, whose region names are the short Chinese names (江苏, 广西).
 */
export interface ChinaProvince {
  code: string;
  /** Full name: 江苏省, 广西壮族自治区. */
  name: string;
  en: string;
}

export const CHINA_PROVINCES: readonly ChinaProvince[] = [
  { code: '110000', name: '北京市', en: 'Beijing' },
  { code: '120000', name: '天津市', en: 'Tianjin' },
  { code: '130000', name: '河北省', en: 'Hebei' },
  { code: '140000', name: '山西省', en: 'Shanxi' },
  { code: '150000', name: '内蒙古自治区', en: 'Inner Mongolia' },
  { code: '210000', name: '辽宁省', en: 'Liaoning' },
  { code: '220000', name: '吉林省', en: 'Jilin' },
  { code: '230000', name: '黑龙江省', en: 'Heilongjiang' },
  { code: '310000', name: '上海市', en: 'Shanghai' },
  { code: '320000', name: '江苏省', en: 'Jiangsu' },
  { code: '330000', name: '浙江省', en: 'Zhejiang' },
  { code: '340000', name: '安徽省', en: 'Anhui' },
  { code: '350000', name: '福建省', en: 'Fujian' },
  { code: '360000', name: '江西省', en: 'Jiangxi' },
  { code: '370000', name: '山东省', en: 'Shandong' },
  { code: '410000', name: '河南省', en: 'Henan' },
  { code: '420000', name: '湖北省', en: 'Hubei' },
  { code: '430000', name: '湖南省', en: 'Hunan' },
  { code: '440000', name: '广东省', en: 'Guangdong' },
  { code: '450000', name: '广西壮族自治区', en: 'Guangxi' },
  { code: '460000', name: '海南省', en: 'Hainan' },
  { code: '500000', name: '重庆市', en: 'Chongqing' },
  { code: '510000', name: '四川省', en: 'Sichuan' },
  { code: '520000', name: '贵州省', en: 'Guizhou' },
  { code: '530000', name: '云南省', en: 'Yunnan' },
  { code: '540000', name: '西藏自治区', en: 'Tibet' },
  { code: '610000', name: '陕西省', en: 'Shaanxi' },
  { code: '620000', name: '甘肃省', en: 'Gansu' },
  { code: '630000', name: '青海省', en: 'Qinghai' },
  { code: '640000', name: '宁夏回族自治区', en: 'Ningxia' },
  { code: '650000', name: '新疆维吾尔自治区', en: 'Xinjiang' },
  { code: '710000', name: '台湾省', en: 'Taiwan' },
  { code: '810000', name: '香港特别行政区', en: 'Hong Kong' },
  { code: '820000', name: '澳门特别行政区', en: 'Macao' },
];

/** Full division names → the short names of the maps (浙江省 → 浙江, 广西壮族自治区 → 广西). */
export function shortProvinceName(name: string): string {
  return name.replace(/(省|市|壮族自治区|回族自治区|维吾尔自治区|自治区|特别行政区)$/, '');
}

const EN_BY_NAME = new Map(
  CHINA_PROVINCES.flatMap((p) => [
    [p.name, p.en],
    [shortProvinceName(p.name), p.en],
  ]),
);

/** A province's name in `language` (full or short Chinese name in); other names come back as they are. */
export function provinceLabel(name: string, language: string): string {
  return language.startsWith('zh') ? name : (EN_BY_NAME.get(name) ?? name);
}
