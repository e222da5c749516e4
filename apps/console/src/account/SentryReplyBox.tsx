import {
  ENDPOINTS,
  isSentryReplyOpen,
  LIMITS,
  sentryElapsedSeconds,
  sentryReplyForm,
  TEST_IDS,
  type SentryInfo,
  type SentryReplyForm,
} from '@roadwatch/core';
import { isApiError } from '@roadwatch/core/http';
import { AlertOutlined } from '@ant-design/icons';
import { Alert, App, Button, Form, Input, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import { showSentry } from './accountState';
import { zodFieldRule } from '../forms/zodFieldRule';

const ids = TEST_IDS.account;

function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * The reply box of an upper-platform duty check (seed 000 §2.3, §4, §5): it counts the seconds since the
 * message arrived; an answer is required, at most 50 characters, within 5 minutes (the server refuses later
 * replies and the box shows its reason). A successful reply shows the next pending check the
 * server hands back, or closes the box. It is a bar under the header: it pushes the page down instead of covering
 * any of it, so the console stays usable while the check waits.
 */
export function SentryReplyBox({ sentry }: { sentry: SentryInfo }) {
  const { t } = useTranslation('account');
  const { message } = App.useApp();
  const [form] = Form.useForm<SentryReplyForm>();
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const now = useNow(1000);
  const seconds = sentryElapsedSeconds(sentry.msgInsertTime, now);
  const open = isSentryReplyOpen(sentry.msgInsertTime, now);

  const reply = async (values: SentryReplyForm) => {
    setFailure(null);
    // The server's clock decides whether the window is still open; the count-up here is only a guide.
    setSubmitting(true);
    try {
      const next = await api.call(
        ENDPOINTS.sentryReply,
        { answerContent: values.answerContent, platId: sentry.platId, msgId: sentry.msgId },
        { toast: false, cancelOnRouteChange: false },
      );
      void message.success(t('sentry.success'));
      form.resetFields();
      showSentry(next);
    } catch (error) {
      setFailure(isApiError(error) ? (error.serverMessage ?? error.message) : t('general.loadFailed'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <section
      className={open ? 'account-sentry-bar' : 'account-sentry-bar account-sentry-bar--late'}
      data-testid={ids.sentryBox}
      aria-label={t('sentry.title')}
    >
      <div className="account-sentry-message">
        <Typography.Text strong>
          <AlertOutlined /> {t('sentry.title')}
        </Typography.Text>
        <Typography.Text type="secondary">{t('sentry.from', { platName: sentry.platName })}</Typography.Text>
        <Typography.Text strong data-testid={ids.sentryContent}>
          {sentry.msgContent}
        </Typography.Text>
        <Typography.Text type={open ? 'warning' : 'danger'} data-testid={ids.sentryElapsed}>
          {t('sentry.elapsed', { seconds })}
        </Typography.Text>
        <Typography.Text type={open ? 'secondary' : 'danger'}>
          {open ? t('sentry.remaining') : t('sentry.expired')}
        </Typography.Text>
      </div>
      <Form<SentryReplyForm>
        form={form}
        layout="inline"
        className="account-sentry-form"
        onFinish={(values) => void reply(values)}
        onValuesChange={() => setFailure(null)}
        initialValues={{ answerContent: '' }}
      >
        <Form.Item
          name="answerContent"
          required
          aria-label={t('sentry.answer')}
          rules={[zodFieldRule<SentryReplyForm>(sentryReplyForm, 'answerContent', t)]}
        >
          <Input
            placeholder={t('sentry.answerPlaceholder')}
            showCount
            maxLength={LIMITS.sentryAnswerMax}
            className="account-sentry-input"
            data-testid={ids.sentryAnswer}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={submitting} data-testid={ids.sentrySubmit}>
          {t('sentry.submit')}
        </Button>
      </Form>
      {failure ? (
        <Alert
          type="error"
          showIcon
          title={failure}
          className="account-sentry-error"
          data-testid={ids.sentryError}
        />
      ) : null}
    </section>
  );
}
