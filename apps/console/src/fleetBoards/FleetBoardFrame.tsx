import { ReloadOutlined } from '@ant-design/icons';
import { TEST_IDS, formatChinaTime } from '@roadwatch/core';
import { Alert, Button, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardData } from './useBoardData';
import './fleetBoards.css';

const ids = TEST_IDS.fleetBoards;

/** A fleet board's page: title, data time, the refresh countdown with "refresh now", then the board. */
export function FleetBoardFrame({
  title,
  board,
  extra,
  children,
}: {
  title: string;
  /** What `useBoardData` gives: the figures (for their time), the countdown, a failure, refresh now. */
  board: BoardData<{ generatedAt: number }>;
  extra?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('fleetBoards');
  const { secondsLeft, failed, refresh: onRefresh } = board;
  const generatedAt = board.data?.generatedAt;
  return (
    <div className="fleet-board">
      <div className="fleet-board__header">
        <Typography.Title level={3} className="fleet-board__title">
          {title}
        </Typography.Title>
        <Space wrap>
          {extra}
          {generatedAt !== undefined && (
            <Typography.Text type="secondary">
              {t('generatedAt', { time: formatChinaTime(generatedAt) })}
            </Typography.Text>
          )}
          <Typography.Text data-testid={ids.countdown}>
            {t('countdown', { seconds: secondsLeft })}
          </Typography.Text>
          <Button icon={<ReloadOutlined />} onClick={onRefresh} data-testid={ids.refresh}>
            {t('refreshNow')}
          </Button>
        </Space>
      </div>
      {failed && <Alert type="error" showIcon message={t('loadFailed')} className="fleet-board__alert" />}
      {children}
    </div>
  );
}
