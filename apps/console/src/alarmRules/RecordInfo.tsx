import { formatChinaTime, TEST_IDS, type AlarmRuleRecord } from '@roadwatch/core';
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Who saved the setting shown and when, or that the built-in default applies (nothing saved). */
export function RecordInfo({ record }: { record: Pick<AlarmRuleRecord, 'operator' | 'modifiedAt'> | null }) {
  const { t } = useTranslation('alarmRules');
  const saved = record !== null && record.modifiedAt !== null;
  return (
    <div data-testid={TEST_IDS.alarmRules.record} data-saved={saved ? 1 : 0} style={{ marginBottom: 12 }}>
      {saved ? (
        <Space size="large" wrap>
          <Typography.Text>
            {t('alarmRules.page.recordOperator', { name: record.operator ?? '' })}
          </Typography.Text>
          <Typography.Text>
            {t('alarmRules.page.recordTime', { time: formatChinaTime(record.modifiedAt) })}
          </Typography.Text>
        </Space>
      ) : (
        <Tag>{t('alarmRules.page.builtInDefault')}</Tag>
      )}
    </div>
  );
}
