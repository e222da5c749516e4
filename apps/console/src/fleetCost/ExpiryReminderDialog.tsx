import {
  ENDPOINTS,
  EXPIRY_NOTIFY_METHODS,
  EXPIRY_REMINDER_LIMITS,
  TEST_IDS,
  expiryReminderSave,
  type ExpiryReminderContact,
  type ExpiryReminderKind,
  type ExpiryReminderSetting,
} from '@roadwatch/core';
import { translateIssue } from '@roadwatch/core/i18n';
import { App, Button, Checkbox, Form, InputNumber, Modal, Select, Space, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';

interface ExpiryReminderDialogProps {
  kind: ExpiryReminderKind;
  contacts: readonly ExpiryReminderContact[];
  open: boolean;
  onClose: () => void;
}

interface FormValues {
  enabled: boolean;
  daysBefore: (number | null)[];
  methods: string[];
  contactIds: number[];
}

const DEFAULTS: FormValues = { enabled: true, daysBefore: [30], methods: ['message'], contactIds: [] };

function valuesOf(s: ExpiryReminderSetting | null): FormValues {
  return s
    ? { enabled: s.enabled, daysBefore: s.daysBefore, methods: s.methods, contactIds: s.contactIds }
    : DEFAULTS;
}

/**
 * The expiry reminder setting of insurance or certificates: up to five reminders (days before the expiry), notify
 * methods and contacts. Checked with the server's own schema before it is sent.
 */
export function ExpiryReminderDialog({ kind, contacts, open, onClose }: ExpiryReminderDialogProps) {
  const { t } = useTranslation('fleetCost');
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');

  useEffect(() => {
    if (!open) return;
    api
      .call(ENDPOINTS.expiryReminderGet, { kind })
      .then((s) => form.setFieldsValue(valuesOf(s)))
      .catch((error: unknown) => logError('pageLoad', 'expiryReminderGet failed', error));
  }, [open, kind, form]);

  function close() {
    setProblem('');
    onClose();
  }

  async function save() {
    const v = form.getFieldsValue(true) as FormValues;
    const body = {
      kind,
      enabled: v.enabled,
      daysBefore: v.daysBefore,
      methods: v.methods,
      contactIds: v.contactIds,
    };
    const parsed = expiryReminderSave.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      if (!issue) return;
      const field = String(issue.path[0] ?? '');
      setProblem(
        `${t(`reminder.${field}`)}: ${translateIssue(t, issue as Parameters<typeof translateIssue>[1])}`,
      );
      return;
    }
    setBusy(true);
    try {
      await api.call(ENDPOINTS.expiryReminderSave, parsed.data);
      void message.success(t('reminder.saved'));
      close();
    } catch {
      // The client has toasted the server's message; the dialog stays open to correct it.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      title={t(kind === 'insurance' ? 'reminder.titleInsurance' : 'reminder.titleCertificate')}
      onCancel={close}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button
            type="primary"
            loading={busy}
            onClick={() => void save()}
            data-testid={TEST_IDS.fleetCost.reminderSave}
          >
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={DEFAULTS}
        data-testid={TEST_IDS.fleetCost.reminderDialog}
      >
        <Typography.Paragraph type="secondary">
          {t('reminder.limits', {
            reminders: EXPIRY_REMINDER_LIMITS.reminders,
            contacts: EXPIRY_REMINDER_LIMITS.contacts,
          })}
        </Typography.Paragraph>
        <Form.Item name="enabled" label={t('reminder.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.List name="daysBefore">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, i) => (
                <Form.Item key={field.key} label={t('reminder.daysBeforeItem', { n: i + 1 })} required>
                  <Space>
                    <Form.Item name={field.name} noStyle>
                      <InputNumber
                        min={EXPIRY_REMINDER_LIMITS.daysBeforeMin}
                        max={EXPIRY_REMINDER_LIMITS.daysBeforeMax}
                        precision={0}
                        suffix={t('reminder.days')}
                        style={{ width: 140 }}
                      />
                    </Form.Item>
                    {fields.length > 1 && (
                      <Button onClick={() => remove(field.name)}>{t('reminder.remove')}</Button>
                    )}
                  </Space>
                </Form.Item>
              ))}
              {fields.length < EXPIRY_REMINDER_LIMITS.reminders && (
                <Button type="dashed" onClick={() => add(null)} style={{ marginBottom: 16 }}>
                  {t('reminder.addReminder')}
                </Button>
              )}
            </>
          )}
        </Form.List>
        <Form.Item name="methods" label={t('reminder.methods')} required>
          <Checkbox.Group
            options={EXPIRY_NOTIFY_METHODS.map((m) => ({ value: m, label: t(`reminder.methodNames.${m}`) }))}
          />
        </Form.Item>
        <Form.Item name="contactIds" label={t('reminder.contactIds')} required>
          <Select
            mode="multiple"
            maxCount={EXPIRY_REMINDER_LIMITS.contacts}
            optionFilterProp="label"
            options={contacts.map((c) => ({
              value: c.id,
              label: c.email ? `${c.name} <${c.email}>` : c.name,
            }))}
          />
        </Form.Item>
        {problem && <Typography.Text type="danger">{problem}</Typography.Text>}
      </Form>
    </Modal>
  );
}
