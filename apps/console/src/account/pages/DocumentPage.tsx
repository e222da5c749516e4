import { Typography } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../account.css';

interface Props {
  title: string;
  /** Translation key prefix of the numbered sections: `<prefix>.s1Title`, `<prefix>.s1Body`, … */
  sectionsKey: string;
  sectionCount: number;
  /** Interpolation values of the section texts. */
  values?: Record<string, unknown>;
  intro?: string;
  testId: string;
  children?: ReactNode;
}

/** A long text page (protocol, privacy policy, SLA): title, numbered sections, optional actions below. */
export function DocumentPage({ title, sectionsKey, sectionCount, values, intro, testId, children }: Props) {
  const { t } = useTranslation('account');
  useEffect(() => {
    document.title = `${title} - ${t('common.appName')}`;
  }, [title, t]);
  const sections = Array.from({ length: sectionCount }, (_, i) => `s${i + 1}`);
  return (
    <article className="account-document" data-testid={testId}>
      <Typography.Title level={3}>{title}</Typography.Title>
      {intro ? <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph> : null}
      {sections.map((s) => (
        <section key={s}>
          <Typography.Title level={5}>{t(`${sectionsKey}.${s}Title`, values)}</Typography.Title>
          <Typography.Paragraph>{t(`${sectionsKey}.${s}Body`, values)}</Typography.Paragraph>
        </section>
      ))}
      {children}
    </article>
  );
}
