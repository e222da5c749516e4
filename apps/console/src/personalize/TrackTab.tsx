import { ENDPOINTS, TEST_IDS, type PersonalSettings } from '@roadwatch/core';
import { App, Button, ColorPicker, Form, Input, InputNumber, Radio, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import { parseForm } from '../forms/parseForm';

const ids = TEST_IDS.personalize;

const hex = (value: unknown): string =>
  typeof value === 'string' ? value : (value as { toHexString(): string }).toHexString();

/** How the track replay draws the line: one colour, or one colour per speed band. */
export function TrackTab({ settings, onSaved }: { settings: PersonalSettings; onSaved: () => void }) {
  const { t } = useTranslation('personalize');
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const colorType = Form.useWatch('replayLineColorType', form) as number | undefined;
  const bands =
    (Form.useWatch('replaySplitLineColor', form) as string | undefined) ??
    settings.track.replaySplitLineColor;
  const save = async () => {
    const raw = form.getFieldsValue() as Record<string, unknown>;
    const values = { ...settings.track, ...raw, replayLineColor: hex(raw.replayLineColor) };
    const request = parseForm(form, ENDPOINTS.trackSettingsSave.request, values, t);
    if (!request) return;
    await api.call(ENDPOINTS.trackSettingsSave, request);
    void message.success(t('saved'));
    onSaved();
  };
  return (
    <Form form={form} layout="vertical" style={{ maxWidth: 560 }} initialValues={settings.track}>
      <Form.Item name="replayLineColorType" label={t('track.colorType')}>
        <Radio.Group
          options={[
            { value: 0, label: t('track.single') },
            { value: 1, label: t('track.bySpeed') },
          ]}
        />
      </Form.Item>
      <Form.Item name="replayLineColor" label={t('track.lineColor')} hidden={colorType === 1}>
        <ColorPicker disabledAlpha />
      </Form.Item>
      <Form.Item name="replayLineWidth" label={t('track.lineWidth')}>
        <InputNumber min={1} max={20} />
      </Form.Item>
      <Form.Item
        name="replaySpeed"
        label={t('track.speeds')}
        extra={t('track.speedsHelp')}
        hidden={colorType === 0}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="replaySplitLineColor" label={t('track.bandColors')} hidden={colorType === 0}>
        <Input maxLength={200} />
      </Form.Item>
      {colorType !== 0 && (
        <Space wrap style={{ marginBottom: 16 }} aria-label={t('track.preview')}>
          {bands.split(',').map((c, i) => (
            <span
              key={`${c}-${i}`}
              title={t('track.bandColor', { index: i + 1 })}
              className="track-band"
              style={{ background: c.trim(), display: 'inline-block', width: 48, height: 8, borderRadius: 4 }}
            />
          ))}
        </Space>
      )}
      <div>
        <Button type="primary" onClick={() => void save()} data-testid={ids.save('track')}>
          {t('common.save')}
        </Button>
      </div>
    </Form>
  );
}
