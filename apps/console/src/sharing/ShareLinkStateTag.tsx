import { shareLinkState, TEST_IDS, type RowOf, type shareLinkResource } from '@roadwatch/core';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS = { valid: 'green', expired: 'default', disabled: 'red' } as const;

/** Valid, expired or disabled, as of `now` (when the page read the list). */
export function ShareLinkStateTag({ row, now }: { row: RowOf<typeof shareLinkResource>; now: number }) {
  const { t } = useTranslation('sharing');
  const state = shareLinkState(row, now);
  return (
    <Tag color={COLOURS[state]} data-testid={TEST_IDS.sharing.state(row.id)} data-state={state}>
      {t(`sharing.states.${state}`)}
    </Tag>
  );
}
