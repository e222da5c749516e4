import {
  ENDPOINTS,
  shareWindowIssue,
  SHARE_KINDS,
  TEST_IDS,
  type PartnerRow,
  type ShareKind,
} from '@roadwatch/core';
import { translateIssue } from '@roadwatch/core/i18n';
import { App, Form, Modal, Radio, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';
import { ShareWindowField, type ShareWindow } from './ShareWindowField';
import { useSubmit } from './useSubmit';

const ids = TEST_IDS.partnerShare;
const HOUR = 3_600_000;

interface Values {
  relationId?: number;
  vehicleIds?: number[];
  kind: ShareKind;
  window?: ShareWindow;
}

/**
 * Shares vehicles with a partner in cooperation (`partners`), or — with `reauthorise` — gives one share a new window.
 * The window is checked by core's rule, as the server checks it.
 */
export function ShareDialog({
  partners,
  reauthorise,
  onClose,
  onDone,
}: {
  partners: PartnerRow[];
  reauthorise?: { id: number; plate: string };
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('partnerShare');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [vehicles, setVehicles] = useState<{ value: number; label: string }[]>([]);
  const [now] = useState(() => Date.now());
  useEffect(() => {
    if (reauthorise) return;
    api
      .call(ENDPOINTS.vehicleShareVehicles, {})
      .then((rows) => setVehicles(rows.map((v) => ({ value: v.id, label: v.name }))))
      .catch((error: unknown) => logError('shellData', 'share vehicles failed', error));
  }, [reauthorise]);

  const windowRule = {
    validator: async (_: unknown, value: ShareWindow | undefined) => {
      if (!value) throw new Error(t('validation.required'));
      const issue = shareWindowIssue({ startAt: value[0], endAt: value[1] });
      if (issue) throw new Error(translateIssue(t, { message: issue }));
    },
  };
  const required = { required: true, message: t('validation.required') };

  const { busy, submit: run } = useSubmit(onDone);
  const submit = async () => {
    const v = await form.validateFields();
    const [startAt, endAt] = v.window ?? [0, 0];
    // A refusal (not repeatable, not in cooperation, window over) is toasted by the client.
    await run(async () => {
      if (reauthorise)
        await api.call(ENDPOINTS.vehicleShareReauthorise, { id: reauthorise.id, startAt, endAt });
      else
        await api.call(ENDPOINTS.vehicleShareAdd, {
          relationId: v.relationId ?? 0,
          vehicleIds: v.vehicleIds ?? [],
          kind: v.kind,
          startAt,
          endAt,
        });
      void message.success(t(reauthorise ? 'partnerShare.share.done' : 'partnerShare.share.added'));
    });
  };

  return (
    <Modal
      open
      width={620}
      title={
        reauthorise
          ? `${t('partnerShare.share.reauthoriseTitle')} · ${reauthorise.plate}`
          : t('partnerShare.share.addTitle')
      }
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onClose}
      data-testid={ids.shareDialog}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ kind: 'monitor', window: [now, now + 24 * HOUR] }}>
        {!reauthorise && (
          <>
            <Form.Item name="relationId" label={t('partnerShare.share.partner')} rules={[required]}>
              <Select
                data-testid={ids.sharePartner}
                options={partners.map((p) => ({ value: p.id, label: p.companyName }))}
                notFoundContent={t('partnerShare.share.noPartner')}
              />
            </Form.Item>
            <Form.Item name="vehicleIds" label={t('partnerShare.share.vehicles')} rules={[required]}>
              <Select
                mode="multiple"
                showSearch
                optionFilterProp="label"
                data-testid={ids.shareVehicles}
                options={vehicles}
              />
            </Form.Item>
            <Form.Item name="kind" label={t('partnerShare.share.kind')} rules={[required]}>
              <Radio.Group
                data-testid={ids.shareKind}
                options={SHARE_KINDS.map((k) => ({ value: k, label: t(`partnerShare.kinds.${k}`) }))}
              />
            </Form.Item>
          </>
        )}
        <Form.Item name="window" label={t('partnerShare.share.window')} required rules={[windowRule]}>
          <ShareWindowField />
        </Form.Item>
        <Typography.Text type="secondary">{t('partnerShare.share.windowHint')}</Typography.Text>
      </Form>
    </Modal>
  );
}
