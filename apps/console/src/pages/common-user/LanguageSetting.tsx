import { LANGUAGES, TEST_IDS, type Language } from '@roadwatch/core';
import { GlobalOutlined } from '@ant-design/icons';
import { Button, Card, Radio, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { language, switchLanguage } from '../../app/i18n';
import type { PageProps } from '../../routes/pageRegistry';

const ids = TEST_IDS.shellFrame;

/** The language-settings page (user menu `languageSetting`): pick zh-CN or en-US; the cookie is set, then reload. */
export function LanguageSetting({ route }: PageProps) {
  const { t } = useTranslation('console');
  const [chosen, setChosen] = useState<Language>(language);

  return (
    <Card
      className="shell-page"
      data-testid={ids.languagePage}
      title={
        <Space>
          <GlobalOutlined />
          <span data-testid={TEST_IDS.page.title}>{route.meta.title}</span>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{t('shell.languagePage.description')}</Typography.Paragraph>
      <Radio.Group
        className="language-page__choices"
        value={chosen}
        onChange={(event) => setChosen(event.target.value as Language)}
        aria-label={t('shell.languagePage.current')}
      >
        {LANGUAGES.map((lang) => (
          <Radio
            key={lang}
            value={lang}
            className="language-page__choice"
            data-testid={ids.languageChoice(lang)}
          >
            <Space>
              <Typography.Text strong>{t(`common.languages.${lang}`)}</Typography.Text>
              <Typography.Text type="secondary">{lang}</Typography.Text>
              {lang === language ? <Tag color="blue">{t('shell.languagePage.currentTag')}</Tag> : null}
            </Space>
          </Radio>
        ))}
      </Radio.Group>
      <div className="shell-page__actions">
        <Button
          type="primary"
          disabled={chosen === language}
          data-testid={ids.languageApply}
          onClick={() => switchLanguage(chosen)}
        >
          {t('shell.languagePage.apply')}
        </Button>
      </div>
    </Card>
  );
}
