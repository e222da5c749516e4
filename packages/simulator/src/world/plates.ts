import type { Random } from './random';

/** Letters allowed in Chinese plates: I and O are never used (they read as 1 and 0). */
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '0123456789';

/**
 * Ordinary plate (province, city letter, 5 characters) or new-energy plate (6 characters: D/F then 5 for small
 * vehicles, 5 digits then D/F for large ones), without the separating dot.
 */
export const PLATE_PATTERN =
  /^[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼][A-HJ-NP-Z](?:[A-HJ-NP-Z0-9]{5}|[DF][A-HJ-NP-Z0-9][0-9]{4}|[0-9]{5}[DF])$/;

/** JT/T 808 plate colour codes (JT/T 697.7): 1 blue, 2 yellow, 5 green (new energy). */
export const PLATE_COLOR = { blue: 1, yellow: 2, green: 5 } as const;

export type PlateKind = 'ordinary' | 'newEnergySmall' | 'newEnergyLarge';

/** Ordinary serials carry at most two letters, as issued plates do. */
function ordinarySerial(rng: Random): string {
  const letters = rng.weighted([
    [0, 5],
    [1, 4],
    [2, 1],
  ] as const);
  const chars = Array.from({ length: 5 }, () => rng.chars(DIGITS, 1));
  for (let n = 0; n < letters; n += 1) chars[rng.int(0, 4)] = rng.chars(LETTERS, 1);
  return chars.join('');
}

/** A plate for a city prefix such as '沪A'. */
export function plate(rng: Random, prefix: string, kind: PlateKind): string {
  switch (kind) {
    case 'ordinary':
      return prefix + ordinarySerial(rng);
    case 'newEnergySmall':
      return prefix + rng.pick(['D', 'F']) + rng.chars(LETTERS + DIGITS, 1) + rng.digits(4);
    case 'newEnergyLarge':
      return prefix + rng.digits(5) + rng.pick(['D', 'F']);
  }
}
