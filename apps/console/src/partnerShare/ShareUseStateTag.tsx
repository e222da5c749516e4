import { shareUseState, TEST_IDS, type VehicleShareRow } from '@roadwatch/core';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS = {
  inUse: 'green',
  notUsed: 'blue',
  stopped: 'orange',
  ended: 'default',
  cancelled: 'default',
  released: 'default',
} as const;

/** A share's use state as of `now` (when the list was read). */
export function ShareUseStateTag({ row, now }: { row: VehicleShareRow; now: number }) {
  const { t } = useTranslation('partnerShare');
  const state = shareUseState(row, now);
  return (
    <Tag color={COLOURS[state]} data-testid={TEST_IDS.partnerShare.shareState(row.id)} data-state={state}>
      {t(`partnerShare.useStates.${state}`)}
    </Tag>
  );
}
