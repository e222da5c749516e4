import { ENDPOINTS, TEST_IDS, checkNewPassword, type PasswordStrength } from '@roadwatch/core';
import { Alert, App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';

const ids = TEST_IDS.organisation;

/** A new password for one user, at the company's required strength; they must change it at the next sign-in. */
export function SubUserResetDialog({
  user,
  level,
  onClose,
}: {
  user: { id: number; userName: string };
  level: PasswordStrength;
  onClose: () => void;
}) {
  const { t } = useTranslation('organisation');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ password: string }>();
  const [busy, setBusy] = useState(false);
  const reset = async () => {
    const { password } = await form.validateFields();
    setBusy(true);
    try {
      await api.call(ENDPOINTS.subUserResetPassword, { id: user.id, password });
      void message.success(t('subUser.reset'));
      onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={t('subUser.resetTitle', { name: user.userName })}
      onCancel={onClose}
      onOk={() => void reset()}
      confirmLoading={busy}
      okText={t('subUser.resetPassword')}
      cancelText={t('common.cancel')}
      okButtonProps={{ 'data-testid': ids.dialogOk } as never}
      destroyOnHidden
    >
      <Alert type="warning" showIcon message={t('subUser.resetHint')} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical">
        <Form.Item
          name="password"
          label={t('subUser.newPassword')}
          required
          rules={[
            {
              validator: async (_, value: string | undefined) => {
                const problem = checkNewPassword(value ?? '', level);
                if (problem) throw new Error(t(problem));
              },
            },
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={15} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
