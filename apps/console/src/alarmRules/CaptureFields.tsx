import { ALARM_RULE_LIMITS, CAPTURE_KINDS, type CaptureKind } from '@roadwatch/core';
import { Col, Form, InputNumber, Radio, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { FIELD_COLUMN } from './ThresholdFields';

const CHANNELS = Array.from({ length: ALARM_RULE_LIMITS.channelNumberMax }, (_, i) => i + 1);

/**
 * Flash capture when the alarm opens: photos (count and interval) or a 30 s / 60 s video, from at most 4 channels
 * for photos and 3 for video.
 */
export function CaptureFields() {
  const { t } = useTranslation('alarmRules');
  const form = Form.useFormInstance();
  const kind = (Form.useWatch(['capture', 'kind'], form) as CaptureKind | undefined) ?? 'photo';
  const photo = kind === 'photo';
  return (
    <Row gutter={24}>
      <Col flex={FIELD_COLUMN}>
        <Form.Item
          name={['capture', 'enabled']}
          label={t('alarmRules.fields.enabled')}
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
      </Col>
      <Col flex="1 0 auto">
        <Form.Item name={['capture', 'kind']} label={t('alarmRules.fields.kind')}>
          <Radio.Group
            options={CAPTURE_KINDS.map((k) => ({ value: k, label: t(`alarmRules.kinds.${k}`) }))}
          />
        </Form.Item>
      </Col>
      <Col flex="1 0 100%">
        <Form.Item
          name={['capture', 'channels']}
          label={t('alarmRules.fields.channels')}
          extra={t('alarmRules.hints.channelsMax', {
            photo: ALARM_RULE_LIMITS.photoChannelsMax,
            video: ALARM_RULE_LIMITS.videoChannelsMax,
          })}
        >
          <Select<number[]>
            mode="multiple"
            style={{ maxWidth: 560 }}
            maxCount={photo ? ALARM_RULE_LIMITS.photoChannelsMax : ALARM_RULE_LIMITS.videoChannelsMax}
            options={CHANNELS.map((n) => ({ value: n, label: t('alarmRules.channel', { n }) }))}
          />
        </Form.Item>
      </Col>
      {photo && (
        <>
          <Col flex={FIELD_COLUMN}>
            <Form.Item name={['capture', 'count']} label={t('alarmRules.fields.count')}>
              <Select<number>
                options={ALARM_RULE_LIMITS.photoCounts.map((n) => ({ value: n, label: String(n) }))}
              />
            </Form.Item>
          </Col>
          <Col flex={FIELD_COLUMN}>
            <Form.Item name={['capture', 'intervalS']} label={t('alarmRules.fields.intervalS')}>
              <InputNumber<number> precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </>
      )}
    </Row>
  );
}
