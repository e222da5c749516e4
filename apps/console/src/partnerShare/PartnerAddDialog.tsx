import { ENDPOINTS, partnerAddRequest, TEST_IDS } from '@roadwatch/core';
import { translateIssue } from '@roadwatch/core/i18n';
import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import { useSubmit } from './useSubmit';

const ids = TEST_IDS.partnerShare;
type Field = keyof typeof partnerAddRequest.shape;

/** Asks a company for a partnership by its cooperation code and verification code (checked as the server does). */
export function PartnerAddDialog({ onClose, onAdded }: { onClose: () => void; onAdded: () => void }) {
  const { t } = useTranslation('partnerShare');
  const { message } = App.useApp();
  const [form] = Form.useForm<Record<Field, string>>();
  const rule = (field: Field) => ({
    validator: async (_: unknown, value: unknown) => {
      const checked = partnerAddRequest.shape[field].safeParse(value ?? '');
      if (!checked.success)
        throw new Error(translateIssue(t, checked.error.issues[0] ?? { message: 'validation.invalid' }));
    },
  });
  const { busy, submit: run } = useSubmit(onAdded);
  const submit = async () => {
    const values = await form.validateFields();
    // A refusal (wrong codes, own company, an open request) is toasted by the client.
    await run(async () => {
      await api.call(ENDPOINTS.partnerAdd, values);
      void message.success(t('partnerShare.partner.added'));
    });
  };
  return (
    <Modal
      open
      title={t('partnerShare.partner.addTitle')}
      okText={t('partnerShare.actions.add')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onClose}
      data-testid={ids.addDialog}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="cooperationCode"
          label={t('partnerShare.partner.cooperationCode')}
          required
          rules={[rule('cooperationCode')]}
        >
          <Input maxLength={8} inputMode="numeric" data-testid={ids.addCooperationCode} />
        </Form.Item>
        <Form.Item
          name="verificationCode"
          label={t('partnerShare.partner.verificationCode')}
          required
          rules={[rule('verificationCode')]}
        >
          <Input maxLength={4} inputMode="numeric" data-testid={ids.addVerificationCode} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
