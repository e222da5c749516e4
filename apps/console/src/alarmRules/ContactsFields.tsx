import { ALARM_RULE_LIMITS } from '@roadwatch/core';
import { Button, Form, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Whom notifications reach: name, mobile number and optional e-mail, up to the limit. */
export function ContactsFields() {
  const { t } = useTranslation('alarmRules');
  const input = (field: 'name' | 'phone' | 'email', width: number, maxLength: number) => (
    <Input
      placeholder={t(`alarmRules.fields.${field}`)}
      aria-label={t(`alarmRules.fields.${field}`)}
      maxLength={maxLength}
      style={{ width }}
    />
  );
  return (
    <Form.List name="contacts">
      {(rows, { add, remove }) => (
        <Space direction="vertical" style={{ width: '100%' }}>
          {rows.length === 0 && (
            <Typography.Text type="secondary">{t('alarmRules.contacts.none')}</Typography.Text>
          )}
          {rows.map((row) => (
            <Space key={row.key} align="start" wrap>
              <Form.Item name={[row.name, 'name']} style={{ margin: 0 }}>
                {input('name', 140, ALARM_RULE_LIMITS.contactNameMax)}
              </Form.Item>
              <Form.Item name={[row.name, 'phone']} style={{ margin: 0 }}>
                {input('phone', 160, 11)}
              </Form.Item>
              <Form.Item name={[row.name, 'email']} style={{ margin: 0 }}>
                {input('email', 220, 64)}
              </Form.Item>
              <Button type="link" onClick={() => remove(row.name)}>
                {t('common.delete')}
              </Button>
            </Space>
          ))}
          {rows.length < ALARM_RULE_LIMITS.contactsMax && (
            <Button size="small" onClick={() => add({ name: '', phone: '', email: '' })}>
              {t('alarmRules.contacts.add')}
            </Button>
          )}
        </Space>
      )}
    </Form.List>
  );
}
