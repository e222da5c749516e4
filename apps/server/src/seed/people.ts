import type { Random } from './prng';

// Common surnames weighted roughly by frequency; given names from characters typical of drivers' generation.
const SURNAMES = [
  ['王', 10],
  ['李', 10],
  ['张', 9],
  ['刘', 7],
  ['陈', 6],
  ['杨', 4],
  ['黄', 3],
  ['赵', 3],
  ['吴', 3],
  ['周', 3],
  ['徐', 2],
  ['孙', 2],
  ['马', 2],
  ['朱', 2],
  ['胡', 2],
  ['郭', 2],
  ['何', 2],
  ['高', 2],
  ['林', 2],
  ['罗', 1],
  ['郑', 1],
  ['梁', 1],
  ['谢', 1],
  ['宋', 1],
  ['唐', 1],
  ['许', 1],
  ['韩', 1],
  ['冯', 1],
  ['邓', 1],
  ['曹', 1],
  ['彭', 1],
  ['曾', 1],
  ['肖', 1],
  ['田', 1],
  ['董', 1],
  ['潘', 1],
  ['袁', 1],
  ['蒋', 1],
  ['蔡', 1],
  ['余', 1],
] as const satisfies readonly (readonly [string, number])[];

const GIVEN =
  '伟强磊军勇杰涛明超刚平辉鹏华飞鑫波斌宇浩凯健俊帆帅旭宁龙林洋勋建国志海东峰亮晨春生文斌红梅芳丽静燕玲娟霞';

export function chineseName(rng: Random): string {
  const surname = rng.weighted(SURNAMES);
  const given = rng.chance(0.7) ? rng.chars(GIVEN, 2) : rng.chars(GIVEN, 1);
  return surname + given;
}

const MOBILE_PREFIXES = [
  '130',
  '131',
  '132',
  '135',
  '136',
  '137',
  '138',
  '139',
  '150',
  '151',
  '152',
  '155',
  '156',
  '158',
  '159',
  '166',
  '176',
  '177',
  '180',
  '181',
  '186',
  '187',
  '188',
  '189',
  '199',
];

export function mobilePhone(rng: Random): string {
  return rng.pick(MOBILE_PREFIXES) + rng.digits(8);
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** Resident ID number (GB 11643, with its check character); Chinese driving licence numbers are the same. */
export function residentIdNumber(
  rng: Random,
  regionCode: string,
  birthYearFrom: number,
  birthYearTo: number,
): string {
  const year = rng.int(birthYearFrom, birthYearTo);
  const month = String(rng.int(1, 12)).padStart(2, '0');
  const day = String(rng.int(1, 28)).padStart(2, '0');
  const body = `${regionCode}${year}${month}${day}${rng.digits(3)}`;
  return body + idCheckCharacter(body);
}

/** The 18th character of a resident ID number from its first 17 digits. */
export function idCheckCharacter(body: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(body[i]) * (ID_WEIGHTS[i] ?? 0);
  return ID_CHECK[sum % 11] ?? '';
}

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
// Transliteration of VIN letters to numbers (ISO 3779 / GB 16735); digits stand for themselves.
const VIN_VALUES: Record<string, number> = Object.fromEntries(
  [...'ABCDEFGH', ...'JKLMN', 'P', 'R', ...'STUVWXYZ'].map((c, i) => [
    c,
    [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9][i] ?? 0,
  ]),
);
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
// Model-year codes for 2015–2025 (I, O, Q, U, Z and 0 are never used).
const VIN_YEARS = 'FGHJKLMNPRS';

/** A 17-character VIN with a valid check digit (GB 16735), for a manufacturer prefix (WMI + 2). */
export function vin(rng: Random, prefix: string): string {
  const chars = (
    prefix +
    rng.chars(VIN_CHARS, 3) +
    '0' +
    rng.pick([...VIN_YEARS]) +
    rng.chars(VIN_CHARS, 1) +
    rng.digits(6)
  ).split('');
  chars[8] = vinCheckDigit(chars.join(''));
  return chars.join('');
}

/** The check digit (9th character) a 17-character VIN must carry. */
export function vinCheckDigit(value: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    const c = value[i] ?? '0';
    sum += (VIN_VALUES[c] ?? Number(c)) * (VIN_WEIGHTS[i] ?? 0);
  }
  const check = sum % 11;
  return check === 10 ? 'X' : String(check);
}
