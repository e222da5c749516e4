import { TEST_IDS, formatChinaTime, type ColdChainCardSwipe, type IcCardRegistration } from '@roadwatch/core';
import { Empty, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';

const k = (key: string) => `standardIcCard.swipes.${key}`;
const COLORS: Record<IcCardRegistration, string> = {
  registered: 'success',
  unregistered: 'warning',
  expired: 'error',
};

/**
 * Who drove: the driver cards the terminal reported in the range (the card still in at its start first), each
 * insert marked registered, unregistered or expired against the company's standard IC-card set.
 */
export function CardSwipesTable({ swipes }: { swipes: ColdChainCardSwipe[] }) {
  const { t } = useTranslation('standardIcCard');
  const columns: ColumnsType<ColdChainCardSwipe> = [
    { key: 'time', title: t(k('time')), width: 170, render: (_, s) => formatChinaTime(s.time) },
    {
      key: 'event',
      title: t(k('event')),
      width: 90,
      render: (_, s) => t(k(s.state === 1 ? 'inserted' : 'pulled')),
    },
    {
      key: 'driver',
      title: t(k('driverName')),
      width: 120,
      render: (_, s) => s.driverName || t(k('unread')),
    },
    {
      key: 'code',
      title: t(k('certificateCode')),
      width: 200,
      render: (_, s) => s.certificateCode || t(k('unread')),
    },
    {
      key: 'registration',
      title: t(k('registration')),
      width: 120,
      render: (_, s) =>
        s.registration === null ? (
          t(k('unread'))
        ) : (
          <Tag
            color={COLORS[s.registration]}
            data-testid={TEST_IDS.standardIcCard.registration(s.registration)}
          >
            {t(`standardIcCard.registration.${s.registration}`)}
          </Tag>
        ),
    },
  ];
  return (
    <Table<ColdChainCardSwipe>
      data-testid={TEST_IDS.standardIcCard.swipes}
      size="small"
      rowKey={(s) => `${s.time}-${s.state}`}
      columns={columns}
      dataSource={swipes}
      pagination={{ defaultPageSize: 10, hideOnSinglePage: true }}
      locale={{ emptyText: <Empty description={t(k('none'))} /> }}
    />
  );
}
