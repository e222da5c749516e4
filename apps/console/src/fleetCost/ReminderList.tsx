import { EXPIRY_REMINDER_LIMITS } from '@roadwatch/core';
import { Button, Form, InputNumber, Space } from 'antd';
import { useTranslation } from 'react-i18next';

interface ReminderListProps {
  /** The setting's list: days or km before the due figure. */
  name: 'daysBefore' | 'kmBefore';
  /** The other list, which shares the limit of reminders in all. */
  other: 'daysBefore' | 'kmBefore';
  /** i18n keys (namespace fleetCost, or prefixed) of each item's label and of the unit. */
  label: string;
  unit: string;
}

const BOUNDS = {
  daysBefore: [EXPIRY_REMINDER_LIMITS.daysBeforeMin, EXPIRY_REMINDER_LIMITS.daysBeforeMax],
  kmBefore: [EXPIRY_REMINDER_LIMITS.kmBeforeMin, EXPIRY_REMINDER_LIMITS.kmBeforeMax],
} as const;

/** One list of reminders of the setting dialog; the add button goes when both lists hold five in all. */
export function ReminderList({ name, other, label, unit }: ReminderListProps) {
  const { t } = useTranslation('fleetCost');
  const form = Form.useFormInstance();
  const others = (Form.useWatch(other, form) as unknown[] | undefined)?.length ?? 0;
  const [min, max] = BOUNDS[name];
  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <>
          {fields.map((field, i) => (
            <Form.Item key={field.key} label={t(label, { n: i + 1 })} required>
              <Space>
                <Form.Item name={field.name} noStyle>
                  <InputNumber min={min} max={max} precision={0} suffix={t(unit)} style={{ width: 160 }} />
                </Form.Item>
                {fields.length + others > 1 && (
                  <Button onClick={() => remove(field.name)}>{t('reminder.remove')}</Button>
                )}
              </Space>
            </Form.Item>
          ))}
          {fields.length + others < EXPIRY_REMINDER_LIMITS.reminders && (
            <Button type="dashed" onClick={() => add(null)} style={{ marginBottom: 16, marginRight: 8 }}>
              {t(name === 'daysBefore' ? 'reminder.addReminder' : 'fleetMaintenance.reminder.addByMileage')}
            </Button>
          )}
        </>
      )}
    </Form.List>
  );
}
