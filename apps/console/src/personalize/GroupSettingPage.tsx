import { ENDPOINTS, MAP_TYPES, TEST_IDS, type GroupSettings } from '@roadwatch/core';
import { Alert, App, Button, Card, Form, Radio, Result, Select, Spin, Typography } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import type { PageProps } from '../routes/pageRegistry';
import { OpinionListField } from './OpinionListField';
import { parseForm } from '../forms/parseForm';
import { useLoaded } from './useLoaded';

const ids = TEST_IDS.personalize;

function GroupForm({
  settings,
  canEdit,
  onSaved,
}: {
  settings: GroupSettings;
  canEdit: boolean;
  onSaved: () => void;
}) {
  const { t } = useTranslation('personalize');
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const save = async () => {
    const request = parseForm(form, ENDPOINTS.groupSettingSave.request, form.getFieldsValue(), t);
    if (!request) return;
    await api.call(ENDPOINTS.groupSettingSave, request);
    void message.success(t('saved'));
    onSaved();
  };
  return (
    <Form
      form={form}
      layout="vertical"
      style={{ maxWidth: 760 }}
      initialValues={settings}
      disabled={!canEdit}
    >
      <Form.Item name="passwordLevel" label={t('group.passwordLevel')}>
        <Radio.Group
          options={([1, 2, 3] as const).map((level) => ({ value: level, label: t(`group.levels.${level}`) }))}
        />
      </Form.Item>
      <Form.Item name="defaultMapType" label={t('group.defaultMapType')}>
        <Select
          style={{ maxWidth: 240 }}
          options={MAP_TYPES.map((name, value) => ({ value, label: t(`map.names.${name}`) }))}
        />
      </Form.Item>
      <Form.Item label={t('group.opinions')}>
        <OpinionListField name="handlingOpinions" disabled={!canEdit} />
      </Form.Item>
      {canEdit && (
        <Button type="primary" onClick={() => void save()} data-testid={ids.groupSave}>
          {t('common.save')}
        </Button>
      )}
    </Form>
  );
}

/** Group settings: the company's defaults for every user (a user's own personal settings come first). */
export function GroupSettingPage({ route }: PageProps) {
  const { t } = useTranslation('personalize');
  const load = useCallback(() => api.call(ENDPOINTS.groupSettingGet, {}), []);
  const [loaded, reload] = useLoaded(load, 'group settings');
  const canEdit = route.meta.operationIds.includes('groupSetting:update');
  return (
    <Card
      className="shell-page"
      data-testid={ids.groupPage}
      title={<span data-testid={TEST_IDS.page.title}>{route.meta.title}</span>}
    >
      <Typography.Paragraph type="secondary">{t('group.intro')}</Typography.Paragraph>
      {!canEdit && <Alert type="info" showIcon message={t('group.readOnly')} style={{ marginBottom: 16 }} />}
      {loaded.state === 'loading' && <Spin />}
      {loaded.state === 'failed' && (
        <Result
          status="warning"
          title={t('loadFailed')}
          extra={<Button onClick={reload}>{t('common.retry')}</Button>}
        />
      )}
      {loaded.state === 'ready' && <GroupForm settings={loaded.value} canEdit={canEdit} onSaved={reload} />}
    </Card>
  );
}
