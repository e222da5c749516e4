import {
  TERMINAL_REMINDER_LIMITS,
  TEST_IDS,
  formatChinaTime,
  type ReminderSendRow,
  type TerminalReminderRow,
} from '@roadwatch/core';
import {
  App,
  type ButtonProps,
  Button,
  Card,
  Form,
  Modal,
  Popconfirm,
  Space,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logError } from '../app/errorLogger';
import { useRegionTree } from '../mapElement/useRegionTree';
import type { MenuRoute } from '../routes/menuRoute';
import { ReminderForm, formValuesOf, toReminder, type ReminderFormValues } from './ReminderForm';
import { reminderApi } from './reminderApi';
import { ReminderSends } from './ReminderSends';

/**
 * Terminal reminders (`terminalReminderSet`): the company's reminders (at most five) with their last run, a form to
 * add or edit one and the answers of its last run. Saving and deleting need `terminalReminderSet:update`.
 */
export function TerminalReminderSetPage({ route }: { route: MenuRoute }) {
  const { t } = useTranslation('terminalReminders');
  const { message } = App.useApp();
  const canUpdate = new Set(route.meta.operationIds).has('terminalReminderSet:update');
  const [rows, setRows] = useState<TerminalReminderRow[] | null>(null);
  const [vehicles, setVehicles] = useState<{ id: number; name: string }[]>([]);
  const [editing, setEditing] = useState<TerminalReminderRow | 'new' | null>(null);
  const [sendsOf, setSendsOf] = useState<{ row: TerminalReminderRow; sends: ReminderSendRow[] } | null>(null);
  const [saving, setSaving] = useState(false);
  const [version, setVersion] = useState(0);
  const [form] = Form.useForm<ReminderFormValues>();
  const regionTree = useRegionTree();

  useEffect(() => {
    let live = true;
    reminderApi
      .list()
      .then((list) => live && setRows(list))
      .catch((error: unknown) => logError('pageLoad', 'terminal reminders failed', error));
    return () => {
      live = false;
    };
  }, [version]);
  useEffect(() => {
    reminderApi
      .vehicles()
      .then(setVehicles)
      .catch((error: unknown) => logError('pageLoad', 'reminder vehicles failed', error));
  }, []);

  const open = (row: TerminalReminderRow | 'new') => {
    form.setFieldsValue(formValuesOf(row === 'new' ? null : row));
    setEditing(row);
  };
  const save = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await reminderApi.save(
        toReminder(values, editing === 'new' || editing === null ? undefined : editing.id),
      );
      void message.success(t('terminalReminders.saved'));
      setEditing(null);
      setVersion((v) => v + 1);
    } catch {
      // The client has shown the server's message (naming the field).
    } finally {
      setSaving(false);
    }
  };
  const remove = async (row: TerminalReminderRow) => {
    try {
      await reminderApi.remove(row.id);
      void message.success(t('terminalReminders.deleted'));
      setVersion((v) => v + 1);
    } catch {
      // Shown by the client.
    }
  };
  const showSends = async (row: TerminalReminderRow) => {
    try {
      setSendsOf({ row, sends: await reminderApi.sends(row.id) });
    } catch {
      // Shown by the client.
    }
  };

  const columns: TableColumnsType<TerminalReminderRow> = [
    { title: t('terminalReminders.fields.name'), dataIndex: 'name', width: 160 },
    {
      title: t('terminalReminders.fields.kind'),
      width: 120,
      render: (_, r) => t(`terminalReminders.kinds.${r.kind}`),
    },
    { title: t('terminalReminders.fields.text'), dataIndex: 'text', ellipsis: true },
    {
      title: t('terminalReminders.fields.mode'),
      width: 140,
      render: (_, r) => t(`terminalReminders.modes.${r.mode}`),
    },
    { title: t('terminalReminders.fields.times'), width: 150, render: (_, r) => r.times.join(', ') },
    {
      title: t('terminalReminders.fields.allVehicles'),
      width: 120,
      render: (_, r) =>
        r.allVehicles
          ? t('terminalReminders.allVehicles')
          : t('terminalReminders.vehicleCount', { count: r.vehicleIds.length }),
    },
    {
      title: t('terminalReminders.fields.enabled'),
      width: 90,
      render: (_, r) => (
        <Tag color={r.enabled ? 'green' : 'default'}>
          {t(r.enabled ? 'terminalReminders.enabledOn' : 'terminalReminders.enabledOff')}
        </Tag>
      ),
    },
    {
      title: t('terminalReminders.fields.lastRun'),
      width: 210,
      render: (_, r) =>
        r.lastRun ? (
          <Space direction="vertical" size={0}>
            <span>{formatChinaTime(r.lastRun.sentAt)}</span>
            <Typography.Text type="secondary">
              {t('terminalReminders.lastRunSummary', {
                total: r.lastRun.total,
                acknowledged: r.lastRun.acknowledged,
              })}
            </Typography.Text>
          </Space>
        ) : (
          <Typography.Text type="secondary">{t('terminalReminders.neverSent')}</Typography.Text>
        ),
    },
    { title: t('terminalReminders.fields.operator'), dataIndex: 'operator', width: 110 },
    {
      title: t('terminalReminders.fields.modifiedAt'),
      width: 170,
      render: (_, r) => formatChinaTime(r.modifiedAt),
    },
    {
      title: t('terminalReminders.fields.actions'),
      width: 210,
      fixed: 'right',
      render: (_, r) => (
        <Space size={4}>
          <Button
            size="small"
            type="link"
            data-testid={TEST_IDS.terminalReminders.sends(r.id)}
            onClick={() => void showSends(r)}
          >
            {t('terminalReminders.viewSends')}
          </Button>
          {canUpdate && (
            <Button
              size="small"
              type="link"
              data-testid={TEST_IDS.terminalReminders.edit(r.id)}
              onClick={() => open(r)}
            >
              {t('terminalReminders.editAction')}
            </Button>
          )}
          {canUpdate && (
            <Popconfirm
              title={t('terminalReminders.deleteConfirm', { name: r.name })}
              okText={t('common.ok')}
              cancelText={t('common.cancel')}
              onConfirm={() => void remove(r)}
            >
              <Button size="small" type="link" danger data-testid={TEST_IDS.terminalReminders.delete(r.id)}>
                {t('common.delete')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  const count = rows?.length ?? 0;
  const full = count >= TERMINAL_REMINDER_LIMITS.perCompany;
  return (
    <Card
      title={t('terminalReminders.title')}
      data-testid={TEST_IDS.terminalReminders.page}
      extra={
        <Space>
          <Typography.Text type="secondary" data-testid={TEST_IDS.terminalReminders.limit}>
            {t('terminalReminders.limitHint', { max: TERMINAL_REMINDER_LIMITS.perCompany, count })}
          </Typography.Text>
          {canUpdate && (
            <Button
              type="primary"
              disabled={full}
              data-testid={TEST_IDS.terminalReminders.add}
              onClick={() => open('new')}
            >
              {t('terminalReminders.add')}
            </Button>
          )}
        </Space>
      }
    >
      <Table<TerminalReminderRow>
        rowKey="id"
        size="small"
        loading={rows === null}
        dataSource={rows ?? []}
        columns={columns}
        pagination={false}
        scroll={{ x: 1500 }}
        locale={{ emptyText: t('terminalReminders.empty') }}
        onRow={(r) =>
          ({ 'data-testid': TEST_IDS.terminalReminders.row(r.id) }) as React.HTMLAttributes<HTMLElement>
        }
      />
      <Modal
        open={editing !== null}
        title={t(editing === 'new' ? 'terminalReminders.add' : 'terminalReminders.edit')}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        okButtonProps={{ loading: saving, 'data-testid': TEST_IDS.terminalReminders.save } as ButtonProps}
        onOk={() => void save()}
        onCancel={() => setEditing(null)}
        width={640}
        forceRender
      >
        <ReminderForm form={form} vehicles={vehicles} regionTree={regionTree} />
      </Modal>
      <ReminderSends value={sendsOf} onClose={() => setSendsOf(null)} />
    </Card>
  );
}
