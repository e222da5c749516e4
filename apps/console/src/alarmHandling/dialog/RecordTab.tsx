import {
  ENDPOINTS,
  TEST_IDS,
  timelineHasEnd,
  type AlarmDetailVO,
  type TimelineItem,
  formatChinaTime,
} from '@roadwatch/core';
import { isApiError } from '@roadwatch/core/http';
import { Empty, Spin, Timeline, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { logError } from '../../app/errorLogger';

/** The record tab starts this long before the alarm (seed 000 §7). */
export const RECORD_BEFORE_MS = 30 * 60_000;

const EVENT_COLORS: Record<number, string> = { 1: 'green', 2: 'red', 3: 'gray', 4: 'blue', 6: 'gray' };

/** The driving timeline from 30 minutes before the alarm to its end (or now); mounted per alarm (keyed). */
export function RecordTab({ alarm }: { alarm: AlarmDetailVO }) {
  const { t } = useTranslation('handling');
  const [items, setItems] = useState<TimelineItem[] | null>(null);
  const beginTime = alarm.bTime - RECORD_BEFORE_MS;

  useEffect(() => {
    let live = true;
    api
      .call(ENDPOINTS.getVehicleDynamicState, {
        vehicleId: alarm.vehicleId,
        beginTime,
        endTime: alarm.eTime ?? Date.now(),
      })
      .then((list) => live && setItems(list))
      .catch((error: unknown) => {
        if (live) setItems([]);
        if (!isApiError(error)) logError('pageLoad', 'getVehicleDynamicState failed', error);
      });
    return () => {
      live = false;
    };
  }, [alarm.vehicleId, alarm.eTime, beginTime]);

  if (items === null) return <Spin className="record-tab__loading" />;
  return (
    <div className="record-tab" data-testid={TEST_IDS.handling.timeline}>
      <Typography.Text type="secondary">
        {t('record.from', { time: formatChinaTime(beginTime) })}
      </Typography.Text>
      {items.length === 0 ? (
        <Empty description={t('record.empty')} />
      ) : (
        <Timeline
          className="record-tab__list"
          items={items.map((item, i) => ({
            key: `${item.bTime}-${i}`,
            color: EVENT_COLORS[item.eventType] ?? 'blue',
            content: (
              <div data-testid={TEST_IDS.handling.timelineItem}>
                <div className="record-tab__head">
                  <strong>{item.eventTypeName}</strong>
                  <Typography.Text type="secondary">
                    {item.bTime} — {timelineHasEnd(item) ? item.eTime : t('record.noEnd')}
                  </Typography.Text>
                </div>
                <div className="record-tab__detail">
                  {item.continueTime}
                  {item.bPlaceName && ` · ${item.bPlaceName}`}
                  {item.ePlaceName && item.ePlaceName !== item.bPlaceName && ` → ${item.ePlaceName}`}
                </div>
              </div>
            ),
          }))}
        />
      )}
    </div>
  );
}
