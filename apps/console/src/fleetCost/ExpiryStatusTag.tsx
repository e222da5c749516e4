import { TEST_IDS, type ExpiryStatus } from '@roadwatch/core';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Colour of each derived status: green normal, gold early warning, orange about to expire, red expired, grey
 * historical.
 */
export const EXPIRY_STATUS_COLOURS: Record<ExpiryStatus, string> = {
  normal: 'success',
  earlyWarning: 'gold',
  aboutToExpire: 'warning',
  expired: 'error',
  historical: 'default',
};

/** The server's status of a policy or certificate, in its colour. */
export function ExpiryStatusTag({ id, status }: { id: number; status: ExpiryStatus }) {
  const { t } = useTranslation('fleetCost');
  return (
    <Tag
      color={EXPIRY_STATUS_COLOURS[status]}
      data-status={status}
      data-testid={TEST_IDS.fleetCost.status(id)}
    >
      {t(`statuses.${status}`)}
    </Tag>
  );
}
