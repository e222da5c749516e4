import { ENDPOINTS, LIMITS, OPINION_PRESETS_MAX, TEST_IDS, type PersonalSettings } from '@roadwatch/core';
import { Alert, App, Button, Form, Popconfirm, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import { OpinionListField } from './OpinionListField';
import { parseForm } from '../forms/parseForm';

const ids = TEST_IDS.personalize;

/** The handling-opinion presets the alarm dialog offers this user (the dialog's "edit presets" opens this tab). */
export function OpinionsTab({
  settings,
  canEdit,
  onSaved,
}: {
  settings: PersonalSettings;
  canEdit: boolean;
  onSaved: () => void;
}) {
  const { t } = useTranslation('personalize');
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const save = async (opinions: string[]) => {
    await api.call(ENDPOINTS.handlingOpinionsSave, { opinions });
    void message.success(t('saved'));
    onSaved();
  };
  const submit = () => {
    const values = form.getFieldsValue() as { opinions: string[] };
    const request = parseForm(form, ENDPOINTS.handlingOpinionsSave.request, values, t);
    if (request) void save(request.opinions);
  };
  return (
    <Space direction="vertical" style={{ width: '100%', maxWidth: 760 }}>
      <Typography.Paragraph type="secondary">
        {t('opinions.intro', { max: OPINION_PRESETS_MAX, length: LIMITS.opinionMax })}
      </Typography.Paragraph>
      <Alert
        type="info"
        showIcon
        message={settings.ownOpinions ? t('opinions.own') : t('opinions.fromCompany')}
      />
      <Form form={form} initialValues={{ opinions: settings.handlingOpinions }}>
        <OpinionListField name="opinions" disabled={!canEdit} />
      </Form>
      {canEdit && (
        <Space>
          <Button type="primary" onClick={submit} data-testid={ids.save('opinions')}>
            {t('common.save')}
          </Button>
          {settings.ownOpinions && (
            <Popconfirm title={t('opinions.useCompanyConfirm')} onConfirm={() => void save([])}>
              <Button data-testid={ids.useCompanyOpinions}>{t('opinions.useCompany')}</Button>
            </Popconfirm>
          )}
        </Space>
      )}
    </Space>
  );
}
