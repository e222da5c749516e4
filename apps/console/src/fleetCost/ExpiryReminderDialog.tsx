import {
  ENDPOINTS,
  EXPIRY_NOTIFY_METHODS,
  EXPIRY_REMINDER_LIMITS,
  REMINDER_WAYS,
  TEST_IDS,
  expiryReminderSave,
  type ExpiryReminderContact,
  type ExpiryReminderKind,
  type ExpiryReminderSetting,
} from '@roadwatch/core';
import { translateIssue } from '@roadwatch/core/i18n';
import { App, Button, Checkbox, Form, Modal, Select, Space, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';
import { ReminderList } from './ReminderList';

interface ExpiryReminderDialogProps {
  kind: ExpiryReminderKind;
  contacts: readonly ExpiryReminderContact[];
  open: boolean;
  onClose: () => void;
}

interface FormValues {
  enabled: boolean;
  daysBefore: (number | null)[];
  kmBefore: (number | null)[];
  methods: string[];
  contactIds: number[];
}

/** A new setting: one reminder of each way the kind takes (30 days, 500 km). */
function defaultsOf(kind: ExpiryReminderKind): FormValues {
  const ways = REMINDER_WAYS[kind];
  return {
    enabled: true,
    daysBefore: ways.byTime ? [30] : [],
    kmBefore: ways.byMileage ? [500] : [],
    methods: ['message'],
    contactIds: [],
  };
}

function valuesOf(kind: ExpiryReminderKind, s: ExpiryReminderSetting | null): FormValues {
  return s
    ? {
        enabled: s.enabled,
        daysBefore: s.daysBefore,
        kmBefore: s.kmBefore,
        methods: s.methods,
        contactIds: s.contactIds,
      }
    : defaultsOf(kind);
}

const TITLES: Record<ExpiryReminderKind, string> = {
  insurance: 'reminder.titleInsurance',
  certificate: 'reminder.titleCertificate',
  maintenance: 'fleetMaintenance.reminder.titleMaintenance',
  tyre: 'fleetMaintenance.reminder.titleTyre',
  fee: 'fleetMaintenance.reminder.titleFee',
};

/**
 * The reminder setting of insurance, certificates, maintenance or tyres: up to five reminders in all, by time (days
 * before the due day) and, for maintenance, by mileage (km before the due mileage); notify methods and contacts.
 * Checked with the server's own schema before it is sent.
 */
export function ExpiryReminderDialog({ kind, contacts, open, onClose }: ExpiryReminderDialogProps) {
  const { t } = useTranslation('fleetCost');
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const ways = REMINDER_WAYS[kind];

  useEffect(() => {
    if (!open) return;
    api
      .call(ENDPOINTS.expiryReminderGet, { kind })
      .then((s) => form.setFieldsValue(valuesOf(kind, s)))
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
      kmBefore: v.kmBefore,
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
      title={t(TITLES[kind])}
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
        initialValues={defaultsOf(kind)}
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
        {ways.byTime && (
          <ReminderList
            name="daysBefore"
            other="kmBefore"
            label="reminder.daysBeforeItem"
            unit="reminder.days"
          />
        )}
        {ways.byMileage && (
          <ReminderList
            name="kmBefore"
            other="daysBefore"
            label="fleetMaintenance.reminder.kmBeforeItem"
            unit="fleetMaintenance.reminder.km"
          />
        )}
        {!ways.byTime && !ways.byMileage && (
          <Typography.Paragraph>{t('fleetMaintenance.reminder.tyreNote')}</Typography.Paragraph>
        )}
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
