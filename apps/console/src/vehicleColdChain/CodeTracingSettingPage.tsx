import {
  CODE_TRACING_INTERVALS,
  codeTracingSaveRequest,
  ENDPOINTS,
  formatChinaTime,
  TEST_IDS,
  type CodeTracingChoices,
  type CodeTracingSetting,
} from '@roadwatch/core';
import { isApiError } from '@roadwatch/core/http';
import { Alert, App, Button, Card, Form, Input, Select, Spin, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';
import { parseForm } from '../forms/parseForm';
import { useLoaded } from '../personalize/useLoaded';
import type { MenuRoute } from '../routes/menuRoute';
import './vehicleColdChain.css';

type Loaded = CodeTracingSetting & { choices: CodeTracingChoices };

interface Values {
  enabled: boolean;
  platformUrl: string;
  enterpriseCode: string;
  appKey: string;
  appSecret: string;
  vehicleIds: number[];
  warehouseIds: number[];
  uploadIntervalMin: number;
}

const loadSetting = () => api.call(ENDPOINTS.codeTracingSettingGet, {});

/** The form's values for a stored setting (the secret field starts empty: an empty secret keeps the stored one). */
const valuesOf = (s: CodeTracingSetting): Values => ({
  enabled: s.enabled,
  platformUrl: s.platformUrl,
  enterpriseCode: s.enterpriseCode,
  appKey: s.appKey,
  appSecret: '',
  vehicleIds: s.vehicleIds,
  warehouseIds: s.warehouseIds,
  uploadIntervalMin: s.uploadIntervalMin,
});

/**
 * Code-tracing docking setting (`codeTracingSetting`): the company's link to the drug/food code-tracing platform.
 * Checked with the schema the server parses; the secret is never shown back, only masked. Saving needs the update
 * operation. The page says plainly that uploads go through the docking platform.
 */
export function CodeTracingSettingPage({ route }: { route: MenuRoute }) {
  const { t } = useTranslation('vehicleColdChain');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [fetched] = useLoaded(loadSetting, 'code-tracing setting failed');
  // What the last save answered; the choices stay those read with the page.
  const [saved, setSaved] = useState<CodeTracingSetting | null>(null);
  const [saving, setSaving] = useState(false);
  const canSave = route.meta.operationIds.includes('codeTracingSetting:update');
  const loaded: Loaded | null =
    fetched.state === 'ready' ? (saved ? { ...saved, choices: fetched.value.choices } : fetched.value) : null;

  const save = async (values: Values) => {
    // Errors of an earlier attempt go; parseForm sets those of this one.
    form.setFields((Object.keys(values) as (keyof Values)[]).map((name) => ({ name, errors: [] })));
    const parsed = parseForm(form, codeTracingSaveRequest, values, t);
    if (!parsed || !loaded) return;
    setSaving(true);
    try {
      const answer = await api.call(ENDPOINTS.codeTracingSettingSave, parsed);
      setSaved(answer);
      form.setFieldsValue(valuesOf(answer));
      void message.success(t('vehicleColdChain.codeTracing.saved'));
    } catch (error) {
      if (!isApiError(error)) logError('pageLoad', 'code-tracing save failed', error);
    } finally {
      setSaving(false);
    }
  };

  const k = (key: string) => t(`vehicleColdChain.codeTracing.${key}`);
  return (
    <div className="vehicle-cold-chain" data-testid={TEST_IDS.vehicleColdChain.codeTracing}>
      <Card
        size="small"
        title={
          <Typography.Text strong data-testid={TEST_IDS.page.title}>
            {route.meta.title || k('title')}
          </Typography.Text>
        }
        extra={
          loaded?.modifiedAt
            ? t('vehicleColdChain.codeTracing.modifiedAt', { time: formatChinaTime(loaded.modifiedAt) })
            : null
        }
      >
        <Alert type="info" showIcon message={k('note')} style={{ marginBottom: 16 }} />
        {!loaded ? (
          <Spin />
        ) : (
          <Form<Values>
            form={form}
            initialValues={valuesOf(loaded)}
            layout="horizontal"
            labelCol={{ flex: '180px' }}
            wrapperCol={{ flex: '520px' }}
            disabled={!canSave}
            onFinish={(v) => void save(v)}
          >
            <Form.Item name="enabled" label={k('enabled')} valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name="platformUrl" label={k('platformUrl')} required>
              <Input placeholder="https://" />
            </Form.Item>
            <Form.Item name="enterpriseCode" label={k('enterpriseCode')} required>
              <Input />
            </Form.Item>
            <Form.Item name="appKey" label={k('appKey')} required>
              <Input />
            </Form.Item>
            <Form.Item
              name="appSecret"
              label={k('appSecret')}
              required={loaded.appSecretMasked === ''}
              extra={
                loaded.appSecretMasked
                  ? t('vehicleColdChain.codeTracing.appSecretKeep', { masked: loaded.appSecretMasked })
                  : null
              }
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            <Form.Item name="vehicleIds" label={k('vehicles')}>
              <Select
                mode="multiple"
                allowClear
                optionFilterProp="label"
                options={loaded.choices.vehicles.map((v) => ({ value: v.id, label: v.label }))}
              />
            </Form.Item>
            <Form.Item name="warehouseIds" label={k('warehouses')}>
              <Select
                mode="multiple"
                allowClear
                optionFilterProp="label"
                options={loaded.choices.warehouses.map((w) => ({ value: w.id, label: w.label }))}
              />
            </Form.Item>
            <Form.Item name="uploadIntervalMin" label={k('uploadInterval')}>
              <Select
                style={{ width: 160 }}
                options={CODE_TRACING_INTERVALS.map((m) => ({
                  value: m,
                  label: t('vehicleColdChain.codeTracing.minutes', { count: m }),
                }))}
              />
            </Form.Item>
            {canSave && (
              <Form.Item label=" " colon={false}>
                <Button
                  type="primary"
                  htmlType="submit"
                  loading={saving}
                  data-testid={TEST_IDS.vehicleColdChain.codeTracingSave}
                >
                  {k('save')}
                </Button>
              </Form.Item>
            )}
          </Form>
        )}
      </Card>
    </div>
  );
}
