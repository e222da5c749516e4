import { TEST_IDS } from '@roadwatch/core';
import { Card, Statistic } from 'antd';

/** One figure of a board: a label and its value ('–' while unknown), found by tests by its name. */
export function BoardFigure({
  name,
  label,
  value,
  suffix,
}: {
  name: string;
  label: string;
  value: number | string | null | undefined;
  suffix?: string;
}) {
  return (
    <Card size="small" className="fleet-board__figure" data-testid={TEST_IDS.fleetBoards.figure(name)}>
      <Statistic
        title={label}
        value={value ?? '–'}
        suffix={value === null || value === undefined ? undefined : suffix}
      />
    </Card>
  );
}
