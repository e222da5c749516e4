import {
  OVER_TEMP_LIMITS,
  OVER_TEMP_RECHECK_RESULTS,
  TEST_IDS,
  formatChinaTime,
  type OverTempRecheckEntry,
  type OverTempRecheckResult,
} from '@roadwatch/core';
import { App, Button, Card, Empty, Input, List, Radio, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logError } from '../app/errorLogger';
import { overTempApi } from './overTempApi';

const ids = TEST_IDS.overTemp;

export interface RecheckRecordFormProps {
  alarmGuid: string;
  results: OverTempRecheckEntry[];
  /** Whether the user holds `overTempRecheck:recheck`. */
  canRecord: boolean;
  suggested: OverTempRecheckResult;
  onRecorded: (entry: OverTempRecheckEntry) => void;
}

/** The results recorded on the alarm, and (with the operation) a form to record one with a remark. */
export function RecheckRecordForm({
  alarmGuid,
  results,
  canRecord,
  suggested,
  onRecorded,
}: RecheckRecordFormProps) {
  const { t } = useTranslation('overTemp');
  const { message } = App.useApp();
  const [result, setResult] = useState<OverTempRecheckResult>(suggested);
  const [remark, setRemark] = useState('');
  const [saving, setSaving] = useState(false);

  const record = () => {
    setSaving(true);
    overTempApi
      .record({ alarmGuid, result, remark })
      .then((entry) => {
        void message.success(t('overTemp.recorded'));
        setRemark('');
        onRecorded(entry);
      })
      .catch((error: unknown) => logError('pageLoad', 'recording a recheck failed', error))
      .finally(() => setSaving(false));
  };

  return (
    <Card size="small" style={{ marginTop: 12 }} title={t('overTemp.history')}>
      {canRecord && (
        <Space direction="vertical" style={{ width: '100%', marginBottom: 12 }}>
          <Radio.Group
            data-testid={ids.result}
            value={result}
            onChange={(e) => setResult(e.target.value as OverTempRecheckResult)}
            options={OVER_TEMP_RECHECK_RESULTS.map((r) => ({ value: r, label: t(`overTemp.results.${r}`) }))}
          />
          <Input.TextArea
            data-testid={ids.remark}
            value={remark}
            placeholder={t('overTemp.remark')}
            maxLength={OVER_TEMP_LIMITS.remarkMax}
            showCount
            rows={2}
            onChange={(e) => setRemark(e.target.value)}
          />
          <Button type="primary" data-testid={ids.record} loading={saving} onClick={record}>
            {t('overTemp.record')}
          </Button>
        </Space>
      )}
      {results.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('overTemp.noHistory')} />
      ) : (
        <List
          size="small"
          data-testid={ids.history}
          dataSource={results}
          renderItem={(r) => (
            <List.Item>
              <Space wrap>
                <Tag color={r.result === 'confirmed' ? 'red' : 'green'}>
                  {t(`overTemp.results.${r.result}`)}
                </Tag>
                <span>{r.remark}</span>
                <span>{r.operator}</span>
                <span>{formatChinaTime(r.at)}</span>
              </Space>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
