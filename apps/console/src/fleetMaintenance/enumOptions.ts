import type { TFunction } from 'i18next';

/** Select options of an enum, labelled by `<prefix>.<value>` of the page's namespace. */
export function enumOptions(t: TFunction, values: readonly string[], prefix: string) {
  return values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));
}
