import { ALARM_RULE_LIMITS } from '@roadwatch/core';
import { Button, Form, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The valid periods of the day as `HH:mm` pairs, up to the limit; none means the alarm counts all day. */
export function PeriodsFields() {
  const { t } = useTranslation('alarmRules');
  return (
    <Form.List name="periods">
      {(rows, { add, remove }) => (
        <Space direction="vertical" style={{ width: '100%' }}>
          {rows.length === 0 && (
            <Typography.Text type="secondary">{t('alarmRules.periods.allDay')}</Typography.Text>
          )}
          {rows.map((row) => (
            <Space key={row.key} align="start">
              <Form.Item name={[row.name, 'start']} style={{ margin: 0 }}>
                <Input
                  placeholder="08:00"
                  maxLength={5}
                  style={{ width: 96 }}
                  aria-label={t('alarmRules.fields.start')}
                />
              </Form.Item>
              <span style={{ lineHeight: '32px' }}>–</span>
              <Form.Item name={[row.name, 'end']} style={{ margin: 0 }}>
                <Input
                  placeholder="18:00"
                  maxLength={5}
                  style={{ width: 96 }}
                  aria-label={t('alarmRules.fields.end')}
                />
              </Form.Item>
              <Button type="link" onClick={() => remove(row.name)}>
                {t('common.delete')}
              </Button>
            </Space>
          ))}
          {rows.length < ALARM_RULE_LIMITS.periodsMax && (
            <Button size="small" onClick={() => add({ start: '', end: '' })}>
              {t('alarmRules.periods.add')}
            </Button>
          )}
        </Space>
      )}
    </Form.List>
  );
}
