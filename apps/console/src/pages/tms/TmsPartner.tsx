import { ENDPOINTS, formatChinaTime, partnerViewState, TEST_IDS, type PartnerRow } from '@roadwatch/core';
import { Button, Card, Space, Tag, type TableProps } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { PartnerActions } from '../../partnerShare/PartnerActions';
import { PartnerAddDialog } from '../../partnerShare/PartnerAddDialog';
import { PartnerCodesCard } from '../../partnerShare/PartnerCodesCard';
import { useLoaded } from '../../partnerShare/useLoaded';
import { LoadedTable } from '../../partnerShare/LoadedTable';
import type { PageProps } from '../../routes/pageRegistry';

const ids = TEST_IDS.partnerShare;
const COLOURS = {
  waiting: 'blue',
  toBeAgreed: 'orange',
  cooperating: 'green',
  rejected: 'red',
  cancelled: 'default',
  terminated: 'default',
} as const;
const loadPartners = () => api.call(ENDPOINTS.partnerList, {});

/**
 * Partners (`tmsPartner`): the company's codes, its relationships with the other company's name, the state as this
 * side reads it and only the actions this side may take now; adding asks another company by its codes.
 */
export function TmsPartner({ route }: PageProps) {
  const { t } = useTranslation('partnerShare');
  const granted = useMemo(() => new Set(route.meta.operationIds), [route.meta.operationIds]);
  const list = useLoaded(loadPartners);
  const [adding, setAdding] = useState(false);

  const columns: TableProps<PartnerRow>['columns'] = [
    { key: 'companyName', dataIndex: 'companyName', title: t('partnerShare.partner.companyName') },
    {
      key: 'side',
      title: t('partnerShare.partner.side'),
      width: 110,
      render: (_, r) => t(`partnerShare.partner.sides.${r.side}`),
    },
    {
      key: 'state',
      title: t('partnerShare.partner.state'),
      width: 170,
      render: (_, r) => {
        const view = partnerViewState(r.state, r.side);
        return (
          <Tag color={COLOURS[view]} data-testid={ids.partnerState(r.id)} data-state={view}>
            {t(`partnerShare.viewStates.${view}`)}
          </Tag>
        );
      },
    },
    {
      key: 'createdTime',
      title: t('partnerShare.partner.createdTime'),
      width: 180,
      render: (_, r) => formatChinaTime(r.createdTime),
    },
    {
      key: 'modifiedTime',
      title: t('partnerShare.partner.modifiedTime'),
      width: 180,
      render: (_, r) => formatChinaTime(r.modifiedTime),
    },
    {
      key: 'actions',
      title: t('partnerShare.partner.actionsColumn'),
      width: 220,
      render: (_, r) => <PartnerActions row={r} granted={granted} onDone={list.reload} />,
    },
  ];

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%', padding: 16 }}>
      <PartnerCodesCard mayRenew={granted.has('tmsPartner:add')} />
      <Card
        size="small"
        title={t('partnerShare.partner.title')}
        extra={
          granted.has('tmsPartner:add') && (
            <Button type="primary" data-testid={ids.add} onClick={() => setAdding(true)}>
              {t('partnerShare.partner.add')}
            </Button>
          )
        }
      >
        <LoadedTable
          list={list}
          columns={columns}
          testId={ids.partnerTable}
          emptyText={t('partnerShare.partner.empty')}
          onRow={(r) => ({ 'data-testid': ids.partnerRow(r.companyName) }) as never}
        />
      </Card>
      {adding && (
        <PartnerAddDialog
          onClose={() => setAdding(false)}
          onAdded={() => {
            setAdding(false);
            list.reload();
          }}
        />
      )}
    </Space>
  );
}
