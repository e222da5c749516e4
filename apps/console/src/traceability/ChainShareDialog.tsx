import {
  chainBatchShareRequest,
  ENDPOINTS,
  SHARE_LINK_LIMITS,
  SHARE_VALIDITIES,
  TEST_IDS,
  type ShareValidityChoice,
} from '@roadwatch/core';
import { isApiError } from '@roadwatch/core/http';
import { App, Button, Form, Input, InputNumber, Modal, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QrCode } from '../account/QrCode';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';
import { zodFieldRule } from '../forms/zodFieldRule';

const ids = TEST_IDS.traceability;

/**
 * Shares a batch's record: the validity (1, 3 or 7 days, custom hours, permanent; checked with the server's own
 * schema), then the public address with its QR code. The link is listed and disabled on the share-link page.
 */
export function ChainShareDialog({ batchId, onClose }: { batchId: number; onClose: () => void }) {
  const { t } = useTranslation(['traceability', 'sharing']);
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const validity = (Form.useWatch('validity', form) as ShareValidityChoice | undefined) ?? '7';
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const toRequest = (v: Record<string, unknown>) => ({
    id: batchId,
    validity: v.validity,
    ...(v.validity === 'custom' ? { customHours: v.customHours ?? undefined } : {}),
  });

  const create = async () => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const parsed = chainBatchShareRequest.safeParse(
      toRequest(form.getFieldsValue(true) as Record<string, unknown>),
    );
    if (!parsed.success) return;
    setBusy(true);
    try {
      const { path } = await api.call(ENDPOINTS.chainBatchShare, parsed.data);
      setUrl(`${window.location.origin}${path}`);
    } catch (error) {
      if (!isApiError(error)) logError('pageLoad', 'batch share failed', error);
    } finally {
      setBusy(false);
    }
  };

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      void message.success(t('traceability.share.copied'));
    } catch {
      void message.warning(t('sharing.copyFailed', { ns: 'sharing' }));
    }
  };

  return (
    <Modal
      open
      title={t('traceability.share.title')}
      width={520}
      onCancel={onClose}
      data-testid={ids.shareDialog}
      footer={
        url ? null : (
          <Space>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
            <Button type="primary" loading={busy} data-testid={ids.shareCreate} onClick={() => void create()}>
              {t('traceability.share.create')}
            </Button>
          </Space>
        )
      }
    >
      {url ? (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Typography.Text type="secondary">{t('traceability.share.address')}</Typography.Text>
          <Space.Compact block>
            <Input readOnly value={url} data-testid={ids.shareAddress} onFocus={(e) => e.target.select()} />
            <Button type="primary" onClick={() => void copy(url)}>
              {t('traceability.share.copy')}
            </Button>
          </Space.Compact>
          <div className="chain-share__qr">
            <QrCode value={url} size={200} alt={t('traceability.share.qr')} testId={ids.shareQr} />
          </div>
        </Space>
      ) : (
        <Form form={form} layout="vertical" initialValues={{ validity: '7' }}>
          <Form.Item name="validity" label={t('traceability.share.validity')} required>
            <Radio.Group
              options={SHARE_VALIDITIES.map((v) => ({
                value: v,
                label: t(`sharing.validities.${v}`, { ns: 'sharing' }),
              }))}
            />
          </Form.Item>
          {validity === 'custom' && (
            <Form.Item
              name="customHours"
              label={t('traceability.share.customHours')}
              required
              rules={[zodFieldRule(chainBatchShareRequest, 'customHours', t, toRequest)]}
            >
              <InputNumber min={1} max={SHARE_LINK_LIMITS.maxCustomHours} precision={0} />
            </Form.Item>
          )}
        </Form>
      )}
    </Modal>
  );
}
