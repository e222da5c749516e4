import { TEST_IDS } from '@roadwatch/core';
import { Breadcrumb, Card, Empty, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { PageProps } from '../routes/pageRegistry';
import { menuTrail } from '../routes/menuTree';
import { session } from '../session/sessionState';

/**
 * Stand-in for a module's page until it is built: the menu title, where it sits in the menu, and what the
 * user may do there — nothing that pretends to be data.
 */
export function ModulePage({ route }: PageProps) {
  const { t } = useTranslation('console');
  const { primaryMenu, subMenu } = useSnapshot(session);
  const trail = menuTrail([...primaryMenu, ...subMenu], route.meta.menuKey);
  const { operationIds, title } = route.meta;

  return (
    <Space orientation="vertical" size="middle" className="module-page">
      <Breadcrumb
        data-testid={TEST_IDS.page.breadcrumb}
        items={[{ title: t('shell.home') }, ...trail.map((node) => ({ title: node.title }))]}
      />
      <Typography.Title level={3} data-testid={TEST_IDS.page.title}>
        {title}
      </Typography.Title>
      <Card>
        <Typography.Paragraph>
          {t('modulePage.notBuilt', { title, module: route.moduleName })}
        </Typography.Paragraph>
        <Typography.Text strong>{t('modulePage.operations')}</Typography.Text>
        <div data-testid={TEST_IDS.page.operations} className="module-page__operations">
          {operationIds.length === 0 ? (
            <Empty description={t('modulePage.noOperations')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
          ) : (
            operationIds.map((id) => <Tag key={id}>{id}</Tag>)
          )}
        </div>
      </Card>
    </Space>
  );
}
