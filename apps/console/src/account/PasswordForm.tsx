import {
  ENDPOINTS,
  passwordStrength,
  TEST_IDS,
  type PasswordForm as PasswordFormValues,
  type PasswordStrength,
} from '@roadwatch/core';
import { isApiError } from '@roadwatch/core/http';
import { Alert, Button, Form, Input, Progress, Space, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import { passwordRules } from './passwordRules';

const ids = TEST_IDS.account;
const STRENGTH_COLOURS = ['#ff4d4f', '#faad14', '#52c41a'] as const;

interface Props {
  /** The user's required strength (getModifyPasswordInfo). */
  level: PasswordStrength;
  onChanged: () => void;
  /** More buttons next to submit (e.g. "later" in the optional dialog). */
  extraActions?: ReactNode;
}

/**
 * Old, new and confirmation password (seed 000 §3 "Password form"). Every rule is checked as the user types, with
 * the validator the server runs; a refusal by the server (wrong old password, …) keeps the form open with the
 * reason.
 */
export function PasswordForm({ level, onChanged, extraActions }: Props) {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<PasswordFormValues>();
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const newPassword = Form.useWatch('newPassword', form) ?? '';
  const strength = passwordStrength(newPassword);

  const submit = async (values: PasswordFormValues) => {
    setSubmitting(true);
    setFailure(null);
    try {
      await api.call(ENDPOINTS.modifyPassword, values, { toast: false, cancelOnRouteChange: false });
      form.resetFields();
      onChanged();
    } catch (error) {
      const reason = isApiError(error) ? (error.serverMessage ?? error.message) : '';
      setFailure(reason ? t('password.failed', { reason }) : t('password.failedUnknown'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark
      onFinish={(values) => void submit(values)}
      onValuesChange={() => setFailure(null)}
      data-testid={ids.passwordForm}
      autoComplete="off"
    >
      <Form.Item
        name="oldPassword"
        label={t('password.oldPassword')}
        required
        rules={passwordRules('oldPassword', level, t)}
      >
        <Input.Password
          placeholder={t('password.oldPlaceholder')}
          autoComplete="current-password"
          data-testid={ids.oldPassword}
        />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('password.newPassword')}
        required
        extra={t(`password.requirement${level}`)}
        rules={passwordRules('newPassword', level, t)}
        dependencies={['oldPassword']}
      >
        <Input.Password
          placeholder={t('password.newPlaceholder')}
          autoComplete="new-password"
          maxLength={64}
          data-testid={ids.newPassword}
        />
      </Form.Item>
      {newPassword ? (
        <Space size="small" className="account-strength">
          <Typography.Text type="secondary">{t('password.strength')}</Typography.Text>
          <Progress
            percent={((strength + 1) / 3) * 100}
            steps={3}
            showInfo={false}
            strokeColor={STRENGTH_COLOURS[strength]}
            size="small"
          />
          <Typography.Text>{t(`password.strength${strength}`)}</Typography.Text>
        </Space>
      ) : null}
      <Form.Item
        name="confirmPassword"
        label={t('password.confirmPassword')}
        required
        dependencies={['newPassword']}
        rules={passwordRules('confirmPassword', level, t)}
      >
        <Input.Password
          placeholder={t('password.confirmPlaceholder')}
          autoComplete="new-password"
          maxLength={64}
          data-testid={ids.confirmPassword}
        />
      </Form.Item>
      {failure ? (
        <Alert
          type="error"
          showIcon
          title={failure}
          className="account-form-alert"
          data-testid={ids.passwordError}
        />
      ) : null}
      <Space className="account-form-actions">
        {extraActions}
        <Button type="primary" htmlType="submit" loading={submitting} data-testid={ids.passwordSubmit}>
          {submitting ? t('password.submitting') : t('password.submit')}
        </Button>
      </Space>
    </Form>
  );
}
