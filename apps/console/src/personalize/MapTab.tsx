import { ENDPOINTS, MAP_TYPES, TEST_IDS } from '@roadwatch/core';
import { App, Button, Form, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';

const ids = TEST_IDS.personalize;

/** The map every map page opens with. */
export function MapTab({ mapType, onSaved }: { mapType: number; onSaved: () => void }) {
  const { t } = useTranslation('personalize');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ mapType: number }>();
  const save = async () => {
    await api.call(ENDPOINTS.saveDefaultMapType, { mapType: form.getFieldValue('mapType') as number });
    void message.success(t('saved'));
    onSaved();
  };
  return (
    <Form form={form} layout="vertical" style={{ maxWidth: 360 }} initialValues={{ mapType }}>
      <Form.Item name="mapType" label={t('map.defaultMap')} extra={t('map.offlineNote')}>
        <Select options={MAP_TYPES.map((name, value) => ({ value, label: t(`map.names.${name}`) }))} />
      </Form.Item>
      <Typography.Paragraph />
      <Button type="primary" onClick={() => void save()} data-testid={ids.save('map')}>
        {t('common.save')}
      </Button>
    </Form>
  );
}
