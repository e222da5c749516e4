import { TEST_IDS, type AlarmListItem } from '@roadwatch/core';
import { AlertOutlined, SoundOutlined } from '@ant-design/icons';
import { App, Badge, Button, Popconfirm, Popover, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { session } from '../session/sessionState';
import { alarmShell, ignoreAlarm, loadAlarms } from './alarmShellState';
import { ALARM_PAGE_OF_CLASS } from './alarmPages';
import { listTotalText } from './listTotalText';
import { PopoverPanel } from './PopoverPanel';
import { PopupSettings } from './PopupSettings';
import { openProcessingPage } from './processingPageUrl';

const ids = TEST_IDS.alarmShell;

function AlarmRow({ item }: { item: AlarmListItem }) {
  const { t } = useTranslation('popover');
  const { message } = App.useApp();
  const { routes } = useSnapshot(session);
  const [busy, setBusy] = useState(false);
  const handle = () =>
    openProcessingPage(routes, ALARM_PAGE_OF_CLASS[item.alarmClass], { alarmGuid: item.guid });
  const ignore = async () => {
    setBusy(true);
    const done = await ignoreAlarm(item);
    setBusy(false);
    if (done) void message.success(t('alarmList.ignored'));
  };
  return (
    <div className="alarm-shell__item" data-testid={ids.alarmItem(item.guid)}>
      <div className="alarm-shell__item-main">
        <span className="alarm-shell__item-title">{item.vehicleName}</span>
        <span className="alarm-shell__item-tag">{item.alarmTypeName}</span>
        <span className="alarm-shell__item-time">{item.beginTimeStr}</span>
      </div>
      <div className="alarm-shell__item-actions">
        {item.hasHandle ? (
          <Button size="small" type="link" onClick={handle} data-testid={ids.alarmHandle(item.guid)}>
            {t('alarmList.handle')}
          </Button>
        ) : null}
        {item.hasIgnore ? (
          <Popconfirm
            title={t('alarmList.ignoreConfirm')}
            okText={t('ui.confirm')}
            cancelText={t('ui.cancel')}
            onConfirm={ignore}
          >
            <Button size="small" type="link" danger loading={busy} data-testid={ids.alarmIgnore(item.guid)}>
              {t('alarmList.ignore')}
            </Button>
          </Popconfirm>
        ) : null}
      </div>
    </div>
  );
}

function AlarmPanel() {
  const { t } = useTranslation('popover');
  const { alarms, summary } = useSnapshot(alarmShell);
  const { routes } = useSnapshot(session);
  const list = alarms.data?.alarmDataList ?? [];
  const firstPage = alarms.data?.menuKeys[0];
  const sound = alarms.data?.isAlarmSound ?? summary?.isAlarmSound ?? false;
  return (
    <PopoverPanel
      testId={ids.alarmPanel}
      loading={alarms.loading}
      failed={alarms.failed && !alarms.data}
      empty={list.length === 0}
      emptyText={t('alarmList.empty')}
      onRefresh={() => void loadAlarms(true)}
      footer={
        firstPage ? (
          <Button size="small" type="link" onClick={() => openProcessingPage(routes, firstPage)}>
            {t('alarmList.viewAll')}
          </Button>
        ) : null
      }
      extra={
        <>
          <span data-testid={ids.alarmTotal}>
            {listTotalText(t, 'alarmList', alarms.data?.total ?? list.length, list.length)}
          </span>
          <Tooltip title={sound ? t('alarmList.soundOn') : t('alarmList.soundOff')}>
            <SoundOutlined className={sound ? 'alarm-shell__sound-on' : 'alarm-shell__sound-off'} />
          </Tooltip>
          <PopupSettings />
        </>
      }
    >
      {list.map((item) => (
        <AlarmRow key={item.guid} item={item} />
      ))}
    </PopoverPanel>
  );
}

/** Bell with the unprocessed-alarm count; the popover lists them with handle and ignore. */
export function AlarmPopover() {
  const { t } = useTranslation('popover');
  const { summary } = useSnapshot(alarmShell);
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={t('alarmList.title')}
      content={<AlarmPanel />}
      destroyOnHidden
      onOpenChange={(open) => {
        if (open) void loadAlarms();
      }}
    >
      <Button
        type="text"
        className="alarm-shell__trigger"
        data-testid={ids.alarmTrigger}
        aria-label={t('alarmList.trigger')}
      >
        <Badge count={summary?.alarmCount ?? 0} size="small" overflowCount={99}>
          <AlertOutlined className="alarm-shell__icon" />
        </Badge>
      </Button>
    </Popover>
  );
}
