import { CHINA_PROVINCES, type ChinaProvince } from '@roadwatch/core';

/** Provincial-level divisions with the file-name prefixes of the boundary source. */
export interface ProvinceInfo extends ChinaProvince {
  /** File-name prefixes of the boundary source (pinyin with tones), used only by the data build. */
  filePrefixes: readonly string[];
}

const FILE_PREFIXES: Readonly<Record<string, readonly string[]>> = {
  '110000': ['beijing'],
  '120000': ['tianjin'],
  '130000': ['he2_bei3'],
  '140000': ['shan1_xi1'],
  '150000': ['nei4_meng2_gu3'],
  '210000': ['liao2_ning2'],
  '220000': ['ji2_lin2'],
  '230000': ['hei1_long2_jiang1'],
  '310000': ['shanghai'],
  '320000': ['jiang1_su1'],
  '330000': ['zhe4_jiang1'],
  '340000': ['an1_hui1'],
  '350000': ['fu2_jian4'],
  '360000': ['jiang1_xi1'],
  '370000': ['shan1_dong1'],
  '410000': ['he2_nan2'],
  '420000': ['hu2_bei3'],
  '430000': ['hu2_nan2'],
  '440000': ['guang3_dong1'],
  '450000': ['guang3_xi1'],
  '460000': ['hai3_nan2'],
  '500000': ['chongqing'],
  '510000': ['si4_chuan1'],
  '520000': ['gui4_zhou1'],
  '530000': ['yun2_nan2'],
  '540000': ['xi1_cang2'],
  '610000': ['shan3_xi1'],
  '620000': ['gan1_su4'],
  '630000': ['qing1_hai3'],
  '640000': ['ning2_xia4'],
  '650000': ['xin1_jiang1'],
  '710000': ['tai2_wan1'],
  '810000': ['xianggang'],
  '820000': ['aomen'],
};

export const PROVINCES: readonly ProvinceInfo[] = CHINA_PROVINCES.map((p) => ({
  ...p,
  filePrefixes: FILE_PREFIXES[p.code] ?? [],
}));
