import { ENDPOINTS, TEST_IDS, type PersonalSettings } from '@roadwatch/core';
import { App, Button, Descriptions, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import { parseForm } from '../forms/parseForm';

const ids = TEST_IDS.personalize;

/** Name, mobile and e-mail of the signed-in user; user name, department and role are shown, not edited here. */
export function BaseTab({ settings, onSaved }: { settings: PersonalSettings; onSaved: () => void }) {
  const { t } = useTranslation('personalize');
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const save = async () => {
    const request = parseForm(form, ENDPOINTS.personalBaseSave.request, form.getFieldsValue(), t);
    if (!request) return;
    await api.call(ENDPOINTS.personalBaseSave, request);
    void message.success(t('saved'));
    onSaved();
  };
  return (
    <>
      <Descriptions column={1} size="small" style={{ maxWidth: 640, marginBottom: 16 }}>
        <Descriptions.Item label={t('base.userName')}>{settings.base.userName}</Descriptions.Item>
        <Descriptions.Item label={t('base.department')}>{settings.base.departmentName}</Descriptions.Item>
        <Descriptions.Item label={t('base.role')}>{settings.base.roleName}</Descriptions.Item>
      </Descriptions>
      <Form form={form} layout="vertical" style={{ maxWidth: 480 }} initialValues={settings.base}>
        <Form.Item name="realName" label={t('base.realName')} required>
          <Input maxLength={32} data-testid={ids.realName} />
        </Form.Item>
        <Form.Item name="phone" label={t('base.phone')}>
          <Input maxLength={11} inputMode="numeric" />
        </Form.Item>
        <Form.Item name="email" label={t('base.email')}>
          <Input maxLength={64} type="email" />
        </Form.Item>
        <Button type="primary" onClick={() => void save()} data-testid={ids.save('base')}>
          {t('common.save')}
        </Button>
      </Form>
    </>
  );
}
