import { TEST_IDS } from '@roadwatch/core';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Colours of the upkeep statuses: green fine, orange soon due, red due, blue in hand, grey done with. */
const COLOURS: Record<string, string> = {
  available: 'success',
  normal: 'success',
  completed: 'success',
  underMaintenance: 'processing',
  underRepair: 'processing',
  planned: 'default',
  aboutToExpire: 'warning',
  changeReminder: 'warning',
  expired: 'error',
  historical: 'default',
  discarded: 'default',
};

/** A row's status (`<area>.statuses.<status>` of the fleetMaintenance namespace) in its colour. */
export function UpkeepStatusTag({ id, area, status }: { id: number; area: string; status: string }) {
  const { t } = useTranslation('fleetMaintenance');
  return (
    <Tag
      color={COLOURS[status] ?? 'default'}
      data-status={status}
      data-testid={TEST_IDS.fleetMaintenance.status(id)}
    >
      {t(`${area}.statuses.${status}`)}
    </Tag>
  );
}
