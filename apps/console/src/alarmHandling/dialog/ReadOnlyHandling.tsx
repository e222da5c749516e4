import { TEST_IDS, type AlarmHandlingInfo, formatChinaTime } from '@roadwatch/core';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { HandleHistory } from './HandleHistory';

/** The read-only view: handler, handling time, handling flag and suggestion (seed 000 §2.4), plus the history. */
export function ReadOnlyHandling({ info }: { info: AlarmHandlingInfo }) {
  const { t } = useTranslation('handling');
  const a = info.alarmDetailVO;
  const none = t('info.none');
  return (
    <div data-testid={TEST_IDS.handling.readOnly}>
      <Descriptions
        className="alarm-info"
        size="small"
        column={1}
        items={[
          { key: 'handler', label: t('handle.handler'), children: a.handleManName || none },
          { key: 'time', label: t('handle.handleTime'), children: formatChinaTime(a.handleTime) || none },
          { key: 'flag', label: t('handle.handleFlag'), children: a.handleFlagStr },
          { key: 'suggestion', label: t('handle.suggestion'), children: a.handleRemark || none },
        ]}
      />
      {info.handleTable.length > 1 && <HandleHistory records={info.handleTable} />}
    </div>
  );
}
