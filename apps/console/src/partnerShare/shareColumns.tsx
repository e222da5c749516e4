import { formatChinaTime, type VehicleShareRow } from '@roadwatch/core';
import type { TableProps } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { ShareUseStateTag } from './ShareUseStateTag';

/**
 * The columns both share lists show (ours and the share centre's): plate, the company on the other end (`company`
 * names its header), authorisation, window, use state, and the row's buttons.
 */
export function shareColumns(
  t: TFunction,
  company: string,
  now: number,
  actions: (row: VehicleShareRow) => ReactNode,
): TableProps<VehicleShareRow>['columns'] {
  return [
    { key: 'plate', dataIndex: 'plateNumber', title: t('partnerShare.share.plateNumber'), width: 120 },
    { key: 'company', dataIndex: 'companyName', title: t(company) },
    {
      key: 'kind',
      title: t('partnerShare.share.kind'),
      width: 110,
      render: (_, r) => t(`partnerShare.kindShort.${r.kind}`),
    },
    {
      key: 'window',
      title: t('partnerShare.share.window'),
      width: 320,
      render: (_, r) => `${formatChinaTime(r.startAt)} ~ ${formatChinaTime(r.endAt)}`,
    },
    {
      key: 'state',
      title: t('partnerShare.share.useState'),
      width: 100,
      render: (_, r) => <ShareUseStateTag row={r} now={now} />,
    },
    {
      key: 'actions',
      title: t('partnerShare.share.actionsColumn'),
      width: 180,
      render: (_, r) => actions(r),
    },
  ];
}
