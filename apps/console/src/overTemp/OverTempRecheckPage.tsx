import {
  OVER_TEMP_LIMITS,
  TEST_IDS,
  checkDateRange,
  formatChinaTime,
  type OverTempRecheckAnswer,
} from '@roadwatch/core';
import { translateIssue } from '@roadwatch/core/i18n';
import { Alert, App, Button, Card, DatePicker, Input, InputNumber, Radio, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { fromChinaPicker, toChinaPicker } from '../alarmHandling/grid/chinaPickerTime';
import { logError } from '../app/errorLogger';
import type { MenuRoute } from '../routes/menuRoute';
import { overTempApi } from './overTempApi';
import { OverTempVehicleSelect } from './OverTempVehicleSelect';
import { RecheckProbeCard } from './RecheckProbeCard';
import { RecheckRecordForm } from './RecheckRecordForm';

const ids = TEST_IDS.overTemp;
const HOUR_MS = 3_600_000;

interface Entered {
  minC: number | null;
  maxC: number | null;
  sustainS: number | null;
}

/**
 * Over-temperature recheck (`overTempRecheck`): an alarm (number, or `?alarm=` in the address) or a vehicle over a
 * time range, re-evaluated from the stored readings against the setting in force or entered thresholds; with
 * `overTempRecheck:recheck` the result is recorded on the alarm.
 */
export function OverTempRecheckPage({ route }: { route: MenuRoute }) {
  const { t } = useTranslation('overTemp');
  const { message } = App.useApp();
  const [params] = useSearchParams();
  const canRecord = new Set(route.meta.operationIds).has('overTempRecheck:recheck');
  const [mode, setMode] = useState<'alarm' | 'range'>('alarm');
  const [alarmGuid, setAlarmGuid] = useState(params.get('alarm') ?? '');
  const [vehicleId, setVehicleId] = useState<number | undefined>(undefined);
  const [range, setRange] = useState<[number, number]>(() => [Date.now() - 6 * HOUR_MS, Date.now()]);
  const [thresholds, setThresholds] = useState<'setting' | 'entered'>('setting');
  const [entered, setEntered] = useState<Entered>({ minC: null, maxC: null, sustainS: null });
  const [answer, setAnswer] = useState<OverTempRecheckAnswer | null>(null);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(false);

  const run = () => {
    if (mode === 'alarm' && alarmGuid.trim() === '') {
      void message.error(t('overTemp.alarmGuid') + ': ' + t('validation.required'));
      return;
    }
    if (mode === 'range') {
      if (vehicleId === undefined) {
        void message.error(t('overTemp.vehicle') + ': ' + t('validation.required'));
        return;
      }
      const issue = checkDateRange(range[0], range[1], { maxDays: OVER_TEMP_LIMITS.recheckRangeMaxDays });
      if (issue) {
        void message.error(translateIssue(t, issue));
        return;
      }
    }
    const own =
      thresholds === 'entered'
        ? {
            ...(entered.minC !== null ? { minC: entered.minC } : {}),
            ...(entered.maxC !== null ? { maxC: entered.maxC } : {}),
            ...(entered.sustainS !== null ? { sustainS: entered.sustainS } : {}),
          }
        : {};
    const target =
      mode === 'alarm'
        ? { alarmGuid: alarmGuid.trim() }
        : { vehicleId: vehicleId ?? 0, startTime: range[0], endTime: range[1] };
    setLoading(true);
    overTempApi
      .recheck({ ...target, ...own })
      .then((a) => {
        setAnswer(a);
        setFailed(false);
      })
      .catch((error: unknown) => {
        setFailed(true);
        logError('pageLoad', 'over-temperature recheck failed', error);
      })
      .finally(() => setLoading(false));
  };

  return (
    <Card title={t('overTemp.recheckTitle')} data-testid={ids.recheckPage}>
      <Typography.Paragraph type="secondary">{t('overTemp.recheckIntro')}</Typography.Paragraph>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space wrap>
          <span>{t('overTemp.mode')}</span>
          <Radio.Group
            data-testid={ids.mode}
            value={mode}
            onChange={(e) => setMode(e.target.value as 'alarm' | 'range')}
            options={[
              { value: 'alarm', label: t('overTemp.modeAlarm') },
              { value: 'range', label: t('overTemp.modeRange') },
            ]}
          />
        </Space>
        {mode === 'alarm' ? (
          <Input
            data-testid={ids.alarmGuid}
            style={{ maxWidth: 360 }}
            placeholder={t('overTemp.alarmGuid')}
            value={alarmGuid}
            maxLength={64}
            onChange={(e) => setAlarmGuid(e.target.value)}
          />
        ) : (
          <Space wrap>
            <OverTempVehicleSelect value={vehicleId} onChange={setVehicleId} testId={ids.vehicle} />
            <DatePicker.RangePicker
              data-testid={ids.range}
              showTime
              allowClear={false}
              format="YYYY-MM-DD HH:mm:ss"
              value={[toChinaPicker(range[0]), toChinaPicker(range[1])]}
              onChange={(values) => {
                const [a, b] = (values ?? []) as (Dayjs | null)[];
                if (a && b) setRange([fromChinaPicker(a), fromChinaPicker(b)]);
              }}
            />
          </Space>
        )}
        <Space wrap>
          <span>{t('overTemp.threshold')}</span>
          <Radio.Group
            data-testid={ids.thresholdMode}
            value={thresholds}
            onChange={(e) => setThresholds(e.target.value as 'setting' | 'entered')}
            options={[
              { value: 'setting', label: t('overTemp.thresholdSetting') },
              { value: 'entered', label: t('overTemp.thresholdEntered') },
            ]}
          />
          {thresholds === 'entered' && (
            <>
              <InputNumber<number>
                data-testid={ids.minC}
                min={-190}
                max={150}
                precision={2}
                placeholder={t('overTemp.fields.minC')}
                value={entered.minC}
                onChange={(v) => setEntered({ ...entered, minC: v })}
                suffix="°C"
              />
              <InputNumber<number>
                data-testid={ids.maxC}
                min={-190}
                max={150}
                precision={2}
                placeholder={t('overTemp.fields.maxC')}
                value={entered.maxC}
                onChange={(v) => setEntered({ ...entered, maxC: v })}
                suffix="°C"
              />
              <InputNumber<number>
                data-testid={ids.sustainS}
                min={0}
                max={86_400}
                precision={0}
                placeholder={t('overTemp.fields.sustainS')}
                value={entered.sustainS}
                onChange={(v) => setEntered({ ...entered, sustainS: v })}
                suffix={t('overTemp.words.secondsUnit')}
              />
            </>
          )}
        </Space>
        <Button type="primary" data-testid={ids.run} loading={loading} onClick={run}>
          {t('overTemp.recheck')}
        </Button>
      </Space>
      {failed && <Alert style={{ marginTop: 16 }} type="error" showIcon title={t('overTemp.loadFailed')} />}
      {answer && !failed && (
        <div style={{ marginTop: 16 }}>
          <Typography.Text strong>
            {answer.plate} · {formatChinaTime(answer.startTime)} ~ {formatChinaTime(answer.endTime)}
          </Typography.Text>
          {answer.alarm && (
            <>
              <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
                {t('overTemp.alarmTime', {
                  begin: formatChinaTime(answer.alarm.beginTime),
                  end:
                    answer.alarm.endTime === null
                      ? t('overTemp.notEnded')
                      : formatChinaTime(answer.alarm.endTime),
                })}
              </Typography.Paragraph>
              <Alert
                data-testid={ids.verdict}
                data-confirmed={answer.confirmed ? 1 : 0}
                type={answer.confirmed ? 'warning' : 'success'}
                showIcon
                title={t(answer.confirmed ? 'overTemp.verdict.confirmed' : 'overTemp.verdict.notConfirmed')}
              />
            </>
          )}
          {answer.probes.map((probe) => (
            <RecheckProbeCard key={probe.pointId} probe={probe} answer={answer} />
          ))}
          {answer.alarm && (
            <RecheckRecordForm
              key={answer.alarm.guid}
              alarmGuid={answer.alarm.guid}
              results={answer.results}
              canRecord={canRecord}
              suggested={answer.confirmed ? 'confirmed' : 'falseAlarm'}
              onRecorded={(entry) => setAnswer({ ...answer, results: [entry, ...answer.results] })}
            />
          )}
        </div>
      )}
    </Card>
  );
}
