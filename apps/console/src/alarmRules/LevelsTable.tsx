import { Form, Switch, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldLabelKey, type LevelsField } from './alarmRuleFields';
import { ValueInput } from './ValueInput';

interface Level {
  enabled: boolean;
}

/**
 * One row per level: its switch and values. A level can be switched on only while the one below it is on, and
 * switching a level off switches off every level above it (the schema refuses a level on above one that is off).
 */
export function LevelsTable({ field }: { field: LevelsField }) {
  const { t } = useTranslation('alarmRules');
  const form = Form.useFormInstance();
  const levels = (Form.useWatch('levels', { form, preserve: true }) as Level[] | undefined) ?? [];

  const switchLevel = (index: number, on: boolean) => {
    if (on) return;
    const next = (form.getFieldValue('levels') as Level[]).map((level, i) =>
      i > index ? { ...level, enabled: false } : level,
    );
    form.setFieldValue('levels', next);
  };

  const columns: TableColumnsType<number> = [
    {
      key: 'level',
      title: t('alarmRules.levelsTable.level'),
      width: 110,
      render: (_, index) => t('alarmRules.level', { n: index + 1 }),
    },
    {
      key: 'enabled',
      title: t('alarmRules.levelsTable.on'),
      width: 90,
      render: (_, index) => (
        <Form.Item name={['levels', index, 'enabled']} valuePropName="checked" style={{ margin: 0 }}>
          <Switch
            aria-label={t('alarmRules.level', { n: index + 1 })}
            // Turning a level on needs the level below it on.
            // (undefined, not false, otherwise: a read-only form's disabled state must still reach the switch)
            disabled={
              index > 0 && levels[index - 1]?.enabled !== true && levels[index]?.enabled !== true
                ? true
                : undefined
            }
            onChange={(on) => switchLevel(index, on)}
          />
        </Form.Item>
      ),
    },
    ...field.columns.map((column) => ({
      key: column.path.join('.'),
      title: t(fieldLabelKey(column)),
      width: 240,
      render: (_: unknown, index: number) => (
        <Form.Item name={['levels', index, ...column.path]} style={{ margin: 0 }}>
          <ValueInput
            field={column}
            aria-label={`${t('alarmRules.level', { n: index + 1 })} ${t(fieldLabelKey(column))}`}
          />
        </Form.Item>
      ),
    })),
  ];

  return (
    <Form.Item label={t('alarmRules.fields.levels')}>
      <Table<number>
        size="small"
        bordered
        pagination={false}
        rowKey={(index) => index}
        dataSource={levels.map((_, i) => i)}
        columns={columns}
        tableLayout="fixed"
        style={{ maxWidth: 110 + 90 + 240 * field.columns.length }}
      />
    </Form.Item>
  );
}
