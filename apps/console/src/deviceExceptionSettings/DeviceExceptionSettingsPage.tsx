import {
  DEVICE_EXCEPTION_MINUTES,
  DEVICE_EXCEPTION_SETTING_TYPES,
  ENDPOINTS,
  TEST_IDS,
  formatChinaTime,
  type DeviceExceptionSettingType,
  type DeviceExceptionSettings,
  type DeviceExceptionSettingsRecord,
} from '@roadwatch/core';
import {
  App,
  Button,
  Card,
  InputNumber,
  Space,
  Switch,
  Table,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';
import type { MenuRoute } from '../routes/menuRoute';

/**
 * Device exception settings (`equipAbnormalSet`): per type on or off with the minutes its condition must last
 * (ranges from core, checked again by the server). A save reaches the running pipeline within seconds.
 */
export function DeviceExceptionSettingsPage({ route }: { route: MenuRoute }) {
  const { t } = useTranslation('deviceExceptionSettings');
  const { message } = App.useApp();
  const canUpdate = new Set(route.meta.operationIds).has('equipAbnormalSet:update');
  const [record, setRecord] = useState<DeviceExceptionSettingsRecord | null>(null);
  const [draft, setDraft] = useState<DeviceExceptionSettings | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    api
      .call(ENDPOINTS.deviceExceptionSettingGet, {})
      .then((answer) => {
        if (!live) return;
        setRecord(answer);
        setDraft(answer.settings);
      })
      .catch((error: unknown) => logError('pageLoad', 'device exception settings failed', error));
    return () => {
      live = false;
    };
  }, []);

  const change = (
    type: DeviceExceptionSettingType,
    part: Partial<DeviceExceptionSettings[DeviceExceptionSettingType]>,
  ) => setDraft((d) => (d ? { ...d, [type]: { ...d[type], ...part } } : d));
  const save = async () => {
    if (!draft) return;
    setSaving(true);
    try {
      const saved = await api.call(ENDPOINTS.deviceExceptionSettingSave, { settings: draft });
      setRecord(saved);
      setDraft(saved.settings);
      void message.success(t('deviceExceptionSettings.saved'));
    } catch {
      // The client has shown the server's message (naming the field).
    } finally {
      setSaving(false);
    }
  };

  const columns: TableColumnsType<DeviceExceptionSettingType> = [
    {
      title: t('deviceExceptionSettings.type'),
      width: 200,
      render: (_, type) => t(`deviceExceptionSettings.types.${type}`),
    },
    {
      title: t('deviceExceptionSettings.enabled'),
      width: 100,
      render: (_, type) => (
        <Switch
          checked={draft?.[type].enabled ?? false}
          disabled={!canUpdate}
          aria-label={`${t(`deviceExceptionSettings.types.${type}`)} ${t('deviceExceptionSettings.enabled')}`}
          data-testid={TEST_IDS.deviceExceptionSettings.enabled(type)}
          onChange={(enabled) => change(type, { enabled })}
        />
      ),
    },
    {
      title: t('deviceExceptionSettings.minutes'),
      render: (_, type) => {
        const { min, max } = DEVICE_EXCEPTION_MINUTES[type];
        return (
          <Space>
            <InputNumber
              value={draft?.[type].minutes ?? null}
              precision={0}
              disabled={!canUpdate || draft?.[type].enabled === false}
              aria-label={`${t(`deviceExceptionSettings.types.${type}`)} ${t('deviceExceptionSettings.minutes')}`}
              data-testid={TEST_IDS.deviceExceptionSettings.minutes(type)}
              onChange={(minutes) => change(type, { minutes: minutes ?? Number.NaN })}
            />
            <Typography.Text type="secondary">
              {t('deviceExceptionSettings.minutesRange', { min, max })}
            </Typography.Text>
          </Space>
        );
      },
    },
  ];

  return (
    <Card
      title={t('deviceExceptionSettings.title')}
      data-testid={TEST_IDS.deviceExceptionSettings.page}
      extra={
        <Space>
          <Typography.Text type="secondary" data-testid={TEST_IDS.deviceExceptionSettings.modified}>
            {record?.modifiedAt
              ? `${t('deviceExceptionSettings.operator')}: ${record.operator ?? ''} · ${t('deviceExceptionSettings.modifiedAt')}: ${formatChinaTime(record.modifiedAt)}`
              : t('deviceExceptionSettings.builtIn')}
          </Typography.Text>
          {canUpdate && (
            <Button onClick={() => setDraft(record?.settings ?? null)} disabled={!record}>
              {t('deviceExceptionSettings.reset')}
            </Button>
          )}
          {canUpdate && (
            <Button
              type="primary"
              loading={saving}
              disabled={!draft}
              data-testid={TEST_IDS.deviceExceptionSettings.save}
              onClick={() => void save()}
            >
              {t('common.save')}
            </Button>
          )}
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{t('deviceExceptionSettings.intro')}</Typography.Paragraph>
      <Table<DeviceExceptionSettingType>
        rowKey={(type) => type}
        size="small"
        loading={draft === null}
        dataSource={[...DEVICE_EXCEPTION_SETTING_TYPES]}
        columns={columns}
        pagination={false}
      />
    </Card>
  );
}
