import { ENDPOINTS, TEST_IDS, type PersonalSettings } from '@roadwatch/core';
import { App, Button, Form, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';

const ids = TEST_IDS.personalize;
const KEYS = ['popUpAlarm', 'popUpException', 'alarmSound', 'exceptionSound'] as const;

/**
 * Popups and sounds for new alarms and exceptions. The popup flags are stored as the alarm popover's gear stores
 * them (1 = switched off); sounds are 1 = on.
 */
export function AlarmTab({ settings, onSaved }: { settings: PersonalSettings; onSaved: () => void }) {
  const { t } = useTranslation('personalize');
  const { message } = App.useApp();
  const a = settings.alarm;
  const [form] = Form.useForm<Record<(typeof KEYS)[number], boolean>>();
  const save = async () => {
    const v = form.getFieldsValue();
    await api.call(ENDPOINTS.alarmSettingsSave, {
      popUpAlarm: v.popUpAlarm ? 0 : 1,
      popUpException: v.popUpException ? 0 : 1,
      alarmSound: v.alarmSound ? 1 : 0,
      exceptionSound: v.exceptionSound ? 1 : 0,
    });
    void message.success(t('saved'));
    onSaved();
  };
  return (
    <Form
      form={form}
      layout="horizontal"
      labelCol={{ flex: '220px' }}
      style={{ maxWidth: 480 }}
      initialValues={{
        popUpAlarm: a.popUpAlarm === 0,
        popUpException: a.popUpException === 0,
        alarmSound: a.alarmSound === 1,
        exceptionSound: a.exceptionSound === 1,
      }}
    >
      {KEYS.map((key) => (
        <Form.Item key={key} name={key} label={t(`alarm.${key}`)} valuePropName="checked">
          <Switch data-testid={ids.alarmSwitch(key)} />
        </Form.Item>
      ))}
      <Button type="primary" onClick={() => void save()} data-testid={ids.save('alarm')}>
        {t('common.save')}
      </Button>
    </Form>
  );
}
