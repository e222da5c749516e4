import {
  DAY_MS,
  OVER_TEMP_LIMITS,
  TEST_IDS,
  chinaDayStart,
  checkDateRange,
  type OverTempLogPage as LogPage,
} from '@roadwatch/core';
import { translateIssue } from '@roadwatch/core/i18n';
import { Alert, App, Button, Card, DatePicker, Empty, Pagination, Space, Spin, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromChinaPicker, toChinaPicker } from '../alarmHandling/grid/chinaPickerTime';
import { logError } from '../app/errorLogger';
import { overTempApi } from './overTempApi';
import { OverTempLogTable } from './OverTempLogTable';
import { OverTempVehicleSelect } from './OverTempVehicleSelect';

const ids = TEST_IDS.overTemp;
const PAGE_SIZE = 20;

interface Query {
  range: [number, number];
  vehicleId: number | undefined;
  curPage: number;
}

/** What a query answered; result null when it failed. */
interface Loaded {
  query: Query;
  result: LogPage | null;
}

/** The last seven China days up to the end of today. */
function lastWeek(): [number, number] {
  const today = chinaDayStart(Date.now());
  return [today - 6 * DAY_MS, today + DAY_MS - 1];
}

/**
 * Over-temperature setting log (`overTempReviewLog`): every save or delete of an over-temperature setting in a date
 * range, newest first, optionally of one vehicle, with the thresholds' change in words.
 */
export function OverTempLogPage() {
  const { t } = useTranslation('overTemp');
  const { message } = App.useApp();
  const [range, setRange] = useState<[number, number]>(lastWeek);
  const [vehicleId, setVehicleId] = useState<number | undefined>(undefined);
  const [query, setQuery] = useState<Query>(() => ({ range, vehicleId, curPage: 1 }));
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const loading = loaded?.query !== query;

  useEffect(() => {
    let live = true;
    overTempApi
      .log({
        startTime: query.range[0],
        endTime: query.range[1],
        ...(query.vehicleId !== undefined ? { vehicleId: query.vehicleId } : {}),
        curPage: query.curPage,
        pageSize: PAGE_SIZE,
      })
      .then((result) => live && setLoaded({ query, result }))
      .catch((error: unknown) => {
        if (live) setLoaded({ query, result: null });
        logError('pageLoad', 'over-temperature log failed', error);
      });
    return () => {
      live = false;
    };
  }, [query]);

  const search = () => {
    const issue = checkDateRange(range[0], range[1], { maxDays: OVER_TEMP_LIMITS.logRangeMaxDays });
    if (issue) void message.error(translateIssue(t, issue));
    else setQuery({ range, vehicleId, curPage: 1 });
  };
  const result = loaded?.result;

  return (
    <Card title={t('overTemp.logTitle')} data-testid={ids.logPage}>
      <Typography.Paragraph type="secondary">{t('overTemp.logIntro')}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <DatePicker.RangePicker
          data-testid={ids.logRange}
          showTime
          allowClear={false}
          format="YYYY-MM-DD HH:mm:ss"
          value={[toChinaPicker(range[0]), toChinaPicker(range[1])]}
          onChange={(values) => {
            const [a, b] = (values ?? []) as (Dayjs | null)[];
            if (a && b) setRange([fromChinaPicker(a), fromChinaPicker(b)]);
          }}
        />
        <OverTempVehicleSelect value={vehicleId} onChange={setVehicleId} testId={ids.logVehicle} allowClear />
        <Button type="primary" data-testid={ids.logQuery} loading={loading} onClick={search}>
          {t('overTemp.query')}
        </Button>
      </Space>
      {result === null ? (
        <Alert type="error" showIcon title={t('overTemp.loadFailed')} />
      ) : result === undefined ? (
        <Spin />
      ) : result.data.length === 0 ? (
        <Empty data-testid={ids.logEmpty} description={t('overTemp.empty')} />
      ) : (
        <>
          <OverTempLogTable rows={result.data} />
          <Pagination
            style={{ marginTop: 12, textAlign: 'right' }}
            current={query.curPage}
            pageSize={PAGE_SIZE}
            total={result.totalRecords}
            showSizeChanger={false}
            hideOnSinglePage
            onChange={(curPage) => setQuery({ ...query, curPage })}
          />
        </>
      )}
    </Card>
  );
}
