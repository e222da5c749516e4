import { ALARM_RULE_LIMITS, NOTIFY_METHODS, TERMINAL_NOTICE_MODES } from '@roadwatch/core';
import { Checkbox, Col, Form, Input, InputNumber, Radio, Row, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { FIELD_COLUMN } from './ThresholdFields';

/** How contacts are told: methods, notices per vehicle per day and reminders of one alarm. */
export function NotificationFields() {
  const { t } = useTranslation('alarmRules');
  return (
    <Row gutter={24}>
      <Col flex="1 0 100%">
        <Form.Item name={['notification', 'methods']} label={t('alarmRules.fields.methods')}>
          <Checkbox.Group
            options={NOTIFY_METHODS.map((m) => ({ value: m, label: t(`alarmRules.methods.${m}`) }))}
          />
        </Form.Item>
      </Col>
      <Col flex={FIELD_COLUMN}>
        <Form.Item
          name={['notification', 'perVehiclePerDayMax']}
          label={t('alarmRules.fields.perVehiclePerDayMax')}
        >
          <InputNumber<number> precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col flex={FIELD_COLUMN}>
        <Form.Item name={['notification', 'reminders']} label={t('alarmRules.fields.reminders')}>
          <InputNumber<number> precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** What the vehicle's terminal shows or speaks when the alarm opens. */
export function TerminalNoticeFields() {
  const { t } = useTranslation('alarmRules');
  return (
    <>
      <Form.Item
        name={['terminalNotice', 'enabled']}
        label={t('alarmRules.fields.enabled')}
        valuePropName="checked"
      >
        <Switch />
      </Form.Item>
      <Form.Item name={['terminalNotice', 'mode']} label={t('alarmRules.fields.mode')}>
        <Radio.Group
          options={TERMINAL_NOTICE_MODES.map((m) => ({ value: m, label: t(`alarmRules.modes.${m}`) }))}
        />
      </Form.Item>
      <Form.Item name={['terminalNotice', 'text']} label={t('alarmRules.fields.text')}>
        <Input maxLength={ALARM_RULE_LIMITS.terminalNoticeMax} showCount />
      </Form.Item>
    </>
  );
}

/** Whether the platform shows the alarm and plays its sound. */
export function DisplayFields() {
  const { t } = useTranslation('alarmRules');
  return (
    <Row gutter={24}>
      <Col flex={FIELD_COLUMN}>
        <Form.Item
          name="platformDisplay"
          label={t('alarmRules.fields.platformDisplay')}
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
      </Col>
      <Col flex={FIELD_COLUMN}>
        <Form.Item name="alarmSound" label={t('alarmRules.fields.alarmSound')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Col>
    </Row>
  );
}
