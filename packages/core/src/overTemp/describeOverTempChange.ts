import type { TFunction } from 'i18next';
import type { OverTempThresholds } from './overTempThresholds';

const FIELDS = ['enabled', 'minC', 'maxC', 'sustainS'] as const;
type Field = (typeof FIELDS)[number];

function valueWords(t: TFunction, field: Field, value: OverTempThresholds[Field]): string {
  if (field === 'enabled') return t(value ? 'overTemp.words.on' : 'overTemp.words.off');
  if (value === null) return t('overTemp.words.pointOwn');
  if (field === 'sustainS') return t('overTemp.words.seconds', { value });
  return t('overTemp.words.celsius', { value });
}

/**
 * A log entry's change in words, one line per threshold that differs ("Upper bound: 8 °C → 10 °C"). No before: the
 * first save (built-in values before it); no after: the vehicle's own setting deleted (the company's applies).
 */
export function describeOverTempChange(
  t: TFunction,
  before: OverTempThresholds | null,
  after: OverTempThresholds | null,
): string[] {
  if (after === null) return [t('overTemp.words.deleted')];
  const lines: string[] = [];
  for (const field of FIELDS) {
    const was = before ? before[field] : null;
    const now = after[field];
    if (before && was === now) continue;
    const label = t(`overTemp.fields.${field}`);
    lines.push(
      before
        ? t('overTemp.words.changed', {
            field: label,
            before: valueWords(t, field, was),
            after: valueWords(t, field, now),
          })
        : t('overTemp.words.set', { field: label, after: valueWords(t, field, now) }),
    );
  }
  return lines.length > 0 ? lines : [t('overTemp.words.unchanged')];
}
