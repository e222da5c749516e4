import type { TFunction } from 'i18next';

/**
 * ag-grid's own words (loading and empty overlays, selection and accessibility labels) in the page's language.
 * The installed ag-grid ships no locale package, so the texts live with ours in the `grid.agGrid` resources,
 * keyed by ag-grid's locale keys.
 */
export function agGridLocaleText(t: TFunction<'grid'>): Record<string, string> {
  return t('grid.agGrid', { returnObjects: true, interpolation: { skipOnVariables: true } }) as Record<
    string,
    string
  >;
}
