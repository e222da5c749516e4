import {
  abnormalHandleForm,
  defaultAbnormalRemark,
  LIMITS,
  TEST_IDS,
  type AbnormalHandleForm,
  formatChinaTime,
} from '@roadwatch/core';
import { App, Button, Descriptions, Form, Input, Modal } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { zodFieldRule } from '../forms/zodFieldRule';
import { alarmShell, handleException, openHandling } from './alarmShellState';

const ids = TEST_IDS.alarmShell;
const PRESET_KEYS = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'] as const;

/**
 * Abnormal handling (seed 000 §5): six preset remarks, the first one filled in by default; the remark is
 * required, not only whitespace, at most 200 — checked with the schema the server parses.
 */
export function AbnormalHandleDialog() {
  const { t } = useTranslation('popover');
  const { t: tAll } = useTranslation();
  const { message } = App.useApp();
  const { handling } = useSnapshot(alarmShell);
  const [form] = Form.useForm<AbnormalHandleForm>();
  const [saving, setSaving] = useState(false);
  const presets = useMemo(
    () => PRESET_KEYS.slice(0, LIMITS.abnormalPresetCount).map((key) => t(`handle.presetLabels.${key}`)),
    [t],
  );
  const remark = Form.useWatch('handleRemark', form);

  useEffect(() => {
    if (!handling) return;
    // A new exception starts from the default remark with no leftover error.
    form.resetFields();
    form.setFieldsValue({ handleRemark: defaultAbnormalRemark(presets) });
  }, [handling, form, presets]);

  const submit = async () => {
    if (!handling) return;
    let values: AbnormalHandleForm;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    const done = await handleException(handling, values.handleRemark.trim());
    setSaving(false);
    if (!done) return;
    void message.success(t('handle.success'));
    openHandling(null);
  };

  return (
    <Modal
      open={handling !== null}
      title={t('handle.title')}
      onCancel={() => openHandling(null)}
      forceRender
      footer={[
        <Button key="cancel" onClick={() => openHandling(null)}>
          {t('ui.cancel')}
        </Button>,
        <Button
          key="submit"
          type="primary"
          loading={saving}
          onClick={() => void submit()}
          data-testid={ids.handleSubmit}
        >
          {t('handle.submit')}
        </Button>,
      ]}
    >
      <div data-testid={ids.handleDialog}>
        {handling ? (
          <Descriptions size="small" column={1} className="alarm-shell__handle-info">
            <Descriptions.Item label={t('handle.vehicle')}>{handling.regName}</Descriptions.Item>
            <Descriptions.Item label={t('handle.type')}>{handling.typeName}</Descriptions.Item>
            <Descriptions.Item label={t('handle.beginTime')}>
              <span data-testid={ids.handleBeginTime}>{formatChinaTime(handling.bTime)}</span>
            </Descriptions.Item>
          </Descriptions>
        ) : null}
        <Form form={form} layout="vertical" onFinish={() => void submit()}>
          <Form.Item label={t('handle.presets')}>
            <div className="alarm-shell__presets">
              {presets.map((label, index) => (
                <Button
                  key={label}
                  size="small"
                  type={remark === label ? 'primary' : 'default'}
                  onClick={() => {
                    form.setFieldsValue({ handleRemark: label });
                    void form.validateFields(['handleRemark']).catch(() => undefined);
                  }}
                  data-testid={ids.handlePreset(index)}
                >
                  {label}
                </Button>
              ))}
            </div>
          </Form.Item>
          <Form.Item
            name="handleRemark"
            label={t('handle.remark')}
            required
            rules={[zodFieldRule<AbnormalHandleForm>(abnormalHandleForm, 'handleRemark', tAll)]}
          >
            <Input.TextArea
              rows={3}
              showCount
              maxLength={LIMITS.abnormalRemarkMax}
              placeholder={t('handle.remarkPlaceholder', { max: LIMITS.abnormalRemarkMax })}
              data-testid={ids.handleRemark}
            />
          </Form.Item>
        </Form>
      </div>
    </Modal>
  );
}
