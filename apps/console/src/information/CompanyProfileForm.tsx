import {
  COMPANY_PROFILE_LIMITS,
  ENDPOINTS,
  TEST_IDS,
  companyProfileSave,
  type CompanyProfile,
} from '@roadwatch/core';
import { App, Button, Form, Input, Space, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import { parseForm } from '../forms/parseForm';

const ids = TEST_IDS.information;
const k = (key: string) => `information.profile.${key}`;

/** The profile's editor; the server checks the same schema. Saved → the page shows the answer. */
export function CompanyProfileForm({
  profile,
  onSaved,
  onCancel,
}: {
  profile: CompanyProfile;
  onSaved: (saved: CompanyProfile) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('information');
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const request = parseForm(form, companyProfileSave, form.getFieldsValue(), t);
    if (!request) return;
    setBusy(true);
    try {
      const saved = await api.call(ENDPOINTS.companyMessageSave, request);
      void message.success(t(k('saved')));
      onSaved(saved);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form
      form={form}
      layout="vertical"
      style={{ maxWidth: 720 }}
      initialValues={profile}
      data-testid={ids.profileForm}
      onFinish={() => void save()}
    >
      <Form.Item name="displayName" label={t(k('displayName'))} required>
        <Input maxLength={50} showCount />
      </Form.Item>
      <Space wrap size="large" align="start">
        <Form.Item name="licenceNo" label={t(k('licenceNo'))}>
          <Input maxLength={32} style={{ width: 240 }} />
        </Form.Item>
        <Form.Item name="contact" label={t(k('contact'))}>
          <Input maxLength={32} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="phone" label={t(k('phone'))}>
          <Input maxLength={11} inputMode="numeric" style={{ width: 180 }} />
        </Form.Item>
      </Space>
      <Form.Item name="address" label={t(k('address'))}>
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item name="website" label={t(k('website'))}>
        <Input maxLength={512} placeholder="https://" />
      </Form.Item>
      <Form.Item
        name="introduction"
        label={t(k('introduction'))}
        extra={t(k('introductionHint'), { max: COMPANY_PROFILE_LIMITS.introductionMax })}
      >
        <Input.TextArea rows={8} maxLength={COMPANY_PROFILE_LIMITS.introductionMax} showCount />
      </Form.Item>
      <Form.Item name="showOnShare" label={t(k('showOnShare'))} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={busy} data-testid={ids.profileSave}>
          {t(k('save'))}
        </Button>
        <Button onClick={onCancel} disabled={busy}>
          {t(k('cancel'))}
        </Button>
      </Space>
    </Form>
  );
}
