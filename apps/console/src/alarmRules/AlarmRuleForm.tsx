import { parseAlarmRule, TEST_IDS, type AlarmRuleSettings, type AlarmRuleType } from '@roadwatch/core';
import { Alert, App, Button, Card, Col, Form, Row, Space, Switch } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ALARM_RULE_FIELDS } from './alarmRuleFields';
import { CaptureFields } from './CaptureFields';
import { ContactsFields } from './ContactsFields';
import { DisplayFields, NotificationFields, TerminalNoticeFields } from './NotificationFields';
import { PeriodsFields } from './PeriodsFields';
import { sameSettings } from './sameSettings';
import { clearRuleIssues, showRuleIssues } from './showRuleIssues';
import { ThresholdFields } from './ThresholdFields';

export type AnyRuleSettings = AlarmRuleSettings<AlarmRuleType>;

export interface AlarmRuleFormProps {
  type: AlarmRuleType;
  /** What the form opens with (and goes back to on reset); a new object re-opens the form. */
  initial: AnyRuleSettings;
  readOnly: boolean;
  /** Saves checked settings; resolves to the success message, rejects when the server refused (already toasted). */
  onSave: (settings: AnyRuleSettings) => Promise<string>;
  /** Checks outside the form (the vehicles of a vehicle setting); false stops the save. */
  beforeSave?: () => boolean;
  onDirtyChange?: (dirty: boolean) => void;
  /** Shown left of the buttons (a cancel button in a drawer). */
  extraButtons?: ReactNode;
}

/**
 * The settings of one alarm type: its thresholds from the descriptor table, then the parts every type shares.
 * Saving parses the form with the type's own core schema (the server's rule): refused fields are marked, the first
 * is toasted by name. Reset goes back to what was opened, after asking when something changed.
 */
export function AlarmRuleForm(props: AlarmRuleFormProps) {
  const { type, initial, readOnly, onSave, beforeSave, onDirtyChange, extraButtons } = props;
  const { t } = useTranslation('alarmRules');
  const { message, modal } = App.useApp();
  const [form] = Form.useForm();
  // A new key re-mounts the form with `initial` (antd keeps initialValues of the first mount only).
  const [version, setVersion] = useState(0);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);

  const [opened, setOpened] = useState(initial);
  if (opened !== initial) {
    setOpened(initial);
    setVersion((v) => v + 1);
    setDirty(false);
  }
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const onValuesChange = () => {
    clearRuleIssues(form);
    setDirty(!sameSettings(form.getFieldsValue(true), initial));
  };

  const reset = () =>
    modal.confirm({
      title: t('alarmRules.page.discardTitle'),
      content: t('alarmRules.page.discardBody'),
      okText: t('alarmRules.page.discard'),
      cancelText: t('common.cancel'),
      onOk: () => {
        setVersion((v) => v + 1);
        setDirty(false);
      },
    });

  const submit = async () => {
    const parsed = parseAlarmRule(type, form.getFieldsValue(true));
    if (!parsed.success) {
      showRuleIssues(form, parsed.error.issues, t);
      return;
    }
    if (beforeSave && !beforeSave()) return;
    setSaving(true);
    try {
      void message.success(await onSave(parsed.data));
      setDirty(false);
    } catch {
      // The server's refusal (a code 0 naming the field) was toasted by the client; the form keeps the input.
    } finally {
      setSaving(false);
    }
  };

  const thresholds = ALARM_RULE_FIELDS[type];
  const section = (title: string, body: ReactNode) => (
    <Card size="small" title={title} style={{ height: '100%' }}>
      {body}
    </Card>
  );
  return (
    <div data-testid={TEST_IDS.alarmRules.form}>
      {readOnly && (
        <Alert type="info" showIcon message={t('alarmRules.page.readOnly')} style={{ marginBottom: 12 }} />
      )}
      <Form
        key={version}
        form={form}
        name="alarmRule"
        layout="vertical"
        initialValues={initial}
        disabled={readOnly}
        onValuesChange={onValuesChange}
      >
        <Row gutter={[16, 16]}>
          <Col span={24}>
            {section(
              // Types without thresholds (hijack, terminal common) keep only the switch here.
              t(thresholds.length > 0 ? 'alarmRules.sections.thresholds' : 'alarmRules.sections.general'),
              <>
                <Form.Item name="enabled" label={t('alarmRules.fields.enabled')} valuePropName="checked">
                  <Switch />
                </Form.Item>
                <ThresholdFields fields={thresholds} />
              </>,
            )}
          </Col>
          <Col xs={24} xxl={12}>
            {section(t('alarmRules.fields.periods'), <PeriodsFields />)}
          </Col>
          <Col xs={24} xxl={12}>
            {section(t('alarmRules.fields.contacts'), <ContactsFields />)}
          </Col>
          <Col xs={24} xxl={12}>
            {section(t('alarmRules.fields.notification'), <NotificationFields />)}
          </Col>
          <Col xs={24} xxl={12}>
            {section(t('alarmRules.fields.terminalNotice'), <TerminalNoticeFields />)}
          </Col>
          <Col xs={24} xxl={12}>
            {section(t('alarmRules.sections.display'), <DisplayFields />)}
          </Col>
          <Col xs={24} xxl={12}>
            {section(t('alarmRules.fields.capture'), <CaptureFields />)}
          </Col>
        </Row>
      </Form>
      <Space style={{ marginTop: 16 }}>
        {extraButtons}
        {!readOnly && (
          <>
            <Button data-testid={TEST_IDS.alarmRules.reset} disabled={!dirty || saving} onClick={reset}>
              {t('alarmRules.page.reset')}
            </Button>
            <Button
              type="primary"
              data-testid={TEST_IDS.alarmRules.save}
              loading={saving}
              disabled={saving}
              onClick={() => void submit()}
            >
              {t('common.save')}
            </Button>
          </>
        )}
      </Space>
    </div>
  );
}
