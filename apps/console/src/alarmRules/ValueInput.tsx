import { InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ValueField } from './alarmRuleFields';

export interface ValueInputProps {
  field: ValueField;
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
  'aria-label'?: string;
}

/** The control of one threshold value as its descriptor types it (a form control: value / onChange). */
export function ValueInput({
  field,
  id,
  value,
  onChange,
  disabled,
  'aria-label': ariaLabel,
}: ValueInputProps) {
  const { t } = useTranslation('alarmRules');
  if (field.kind === 'bool')
    return (
      <Switch
        id={id}
        checked={value === true}
        onChange={(on) => onChange?.(on)}
        disabled={disabled}
        aria-label={ariaLabel}
      />
    );
  if (field.kind === 'select')
    return (
      <Select
        id={id}
        value={value as string | number | undefined}
        onChange={(v) => onChange?.(v)}
        disabled={disabled}
        aria-label={ariaLabel}
        options={(field.options ?? []).map((o) => ({ value: o, label: String(o) }))}
      />
    );
  return (
    <InputNumber<number>
      id={id}
      value={typeof value === 'number' ? value : null}
      // An emptied input is null: the schema says whether the field may be empty.
      onChange={(v) => onChange?.(v ?? null)}
      disabled={disabled}
      aria-label={ariaLabel}
      style={{ width: '100%' }}
      step={field.step ?? 1}
      {...(field.kind === 'int'
        ? { precision: 0 }
        : field.precision !== undefined
          ? { precision: field.precision }
          : {})}
      {...(field.unit ? { suffix: t(`alarmRules.units.${field.unit}`) } : {})}
    />
  );
}
