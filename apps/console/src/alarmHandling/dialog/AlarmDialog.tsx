import {
  ALARM_DIALOG_TAB,
  ENDPOINTS,
  HANDLE_SETTING_MODE,
  LIMITS,
  TEST_IDS,
  type AlarmDialogTab,
  type AlarmHandlingInfo,
  type MediaItem,
} from '@roadwatch/core';
import { isApiError } from '@roadwatch/core/http';
import { App, Button, Empty, Modal, Space, Spin, Tabs } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pollPopups } from '../../alarmShell/alarmShellState';
import { api } from '../../app/api';
import { logError } from '../../app/errorLogger';
import { addressOnHost, loadCommonSetting } from '../../session/commonSetting';
import { endChatUnlessFloated } from '../../voice';
import { AlarmInfoPanel } from './AlarmInfoPanel';
import { AlarmNoticeTab } from './AlarmNoticeTab';
import { HandlingArea } from './HandlingArea';
import { RecordTab } from './RecordTab';
import { ShotTab } from './ShotTab';
import { TrackTab } from './TrackTab';
import './alarmDialog.css';

export interface AlarmDialogProps {
  /** The alarm shown; null closes the dialog. */
  guid: string | null;
  /** The alarm after `guid` in the list, or null at the end. */
  nextOf: (guid: string) => string | null;
  onOpen: (guid: string) => void;
  onClose: () => void;
  /** An alarm was handled: the list refreshes its rows. */
  onHandled: () => void;
}

interface Loaded {
  guid: string;
  info: AlarmHandlingInfo;
  media: MediaItem[];
}

async function loadAlarm(guid: string): Promise<Loaded> {
  const info = await api.call(ENDPOINTS.fetchVehicleAlarmInfo, { alarmGuid: guid });
  const a = info.alarmDetailVO;
  const media = await api
    .call(ENDPOINTS.fetchAlarmMedia, {
      vehicleId: a.vehicleId,
      pageParamVO: { pageSize: LIMITS.mediaPageSize, curPage: 1 },
      startTime: a.bTime,
      endTime: a.eTime ?? a.bTime,
      dataType: 2,
      firstType: a.firstAlarmType,
      secondType: a.secondAlarmType,
    })
    .then((page) => page.data.flatMap((r) => r.attachmentList))
    .catch(() => [] as MediaItem[]);
  return { guid, info, media };
}

/**
 * The alarm-processing dialog (seed 000 §2.4, §4): 900 px, not closed by outside clicks or Escape; shot tab only
 * with media, else trajectory first; alarm info and the handling area on the right; next-item, track playback in
 * a new window, personal settings link. Closing resets it and ends a chat unless it is floated.
 */
export function AlarmDialog({ guid, nextOf, onOpen, onClose, onHandled }: AlarmDialogProps) {
  const { t } = useTranslation('handling');
  const { message } = App.useApp();
  const [result, setResult] = useState<Loaded | null>(null);
  const [failedGuid, setFailedGuid] = useState<string | null>(null);
  const [tab, setTab] = useState<AlarmDialogTab>(ALARM_DIALOG_TAB.trajectory);
  const [chatting, setChatting] = useState(false);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!guid) return;
    let live = true;
    loadAlarm(guid)
      .then((next) => {
        if (!live) return;
        setResult(next);
        setTab(next.media.length > 0 ? ALARM_DIALOG_TAB.shot : ALARM_DIALOG_TAB.trajectory);
      })
      .catch((error: unknown) => {
        if (!live) return;
        setFailedGuid(guid);
        if (!isApiError(error)) logError('pageLoad', 'fetchVehicleAlarmInfo failed', error);
      });
    return () => {
      live = false;
    };
  }, [guid, version]);

  const close = useCallback(() => {
    endChatUnlessFloated();
    setChatting(false);
    setResult(null);
    setFailedGuid(null);
    onClose();
  }, [onClose]);

  const goNext = useCallback(
    (afterSubmit: boolean) => {
      if (!guid) return;
      const next = nextOf(guid);
      if (next) {
        onOpen(next);
        return;
      }
      void message.warning(t('dialog.noNext'));
      if (afterSubmit) void pollPopups();
    },
    [guid, nextOf, onOpen, message, t],
  );

  const openTrackPage = async () => {
    if (!loaded) return;
    const a = loaded.info.alarmDetailVO;
    const query = new URLSearchParams({
      bTime: String(a.bTime - 10 * 60_000),
      eTime: String((a.eTime ?? Date.now()) + 10 * 60_000),
      vid: String(a.vehicleId),
    });
    const hosts = await loadCommonSetting(api)
      .then((s) => s.hosts)
      .catch(() => ({}) as Awaited<ReturnType<typeof loadCommonSetting>>['hosts']);
    window.open(
      addressOnHost(hosts, 'webgis', `/trackPlayback?${query.toString()}`, window.location.origin),
      '_blank',
    );
  };

  // State of an earlier alarm (or an earlier load of this one) never shows for the current one.
  const loaded = result?.guid === guid ? result : null;
  const failed = failedGuid !== null && failedGuid === guid;
  const a = loaded?.info.alarmDetailVO;
  // A user who may not handle this alarm is shown a view: no handling wording, no opinion settings.
  const handles =
    loaded?.info.handleSetting === HANDLE_SETTING_MODE.handle ||
    loaded?.info.handleSetting === HANDLE_SETTING_MODE.editWithHistory;
  const tabs = loaded
    ? [
        ...(loaded.media.length > 0
          ? [
              {
                key: ALARM_DIALOG_TAB.shot,
                label: t('dialog.shot'),
                children: <ShotTab media={loaded.media} />,
              },
            ]
          : []),
        {
          key: ALARM_DIALOG_TAB.trajectory,
          label: t('dialog.trajectory'),
          children: loaded.info && tab === ALARM_DIALOG_TAB.trajectory && (
            <TrackTab key={loaded.guid} alarm={loaded.info.alarmDetailVO} />
          ),
        },
        {
          key: ALARM_DIALOG_TAB.record,
          label: t('dialog.record'),
          children: tab === ALARM_DIALOG_TAB.record && (
            <RecordTab key={loaded.guid} alarm={loaded.info.alarmDetailVO} />
          ),
        },
        {
          key: ALARM_DIALOG_TAB.notices,
          label: t('alarmNotice.title'),
          children: tab === ALARM_DIALOG_TAB.notices && (
            <AlarmNoticeTab key={loaded.guid} guid={loaded.guid} />
          ),
        },
      ].map((item) => ({
        ...item,
        label: <span data-testid={TEST_IDS.handling.dialogTab(item.key)}>{item.label}</span>,
      }))
    : [];

  return (
    <Modal
      open={guid !== null}
      width={900}
      maskClosable={false}
      keyboard={false}
      destroyOnHidden
      footer={null}
      onCancel={close}
      closable={{ 'aria-label': t('dialog.close') }}
      title={a ? t(handles ? 'dialog.title' : 'dialog.viewTitle', { plate: a.regName }) : ' '}
      className="alarm-dialog"
      modalRender={(node) => <div data-testid={TEST_IDS.handling.dialog}>{node}</div>}
    >
      {failed && <Empty description={t('dialog.loadFailed')} />}
      {!failed && !loaded && <Spin className="alarm-dialog__loading" />}
      {loaded && a && (
        <div className="alarm-dialog__body" data-guid={a.guid}>
          <div className="alarm-dialog__left">
            <Tabs
              size="small"
              activeKey={tab}
              onChange={(key) => setTab(key as AlarmDialogTab)}
              items={tabs}
              tabBarExtraContent={
                <Space size={4}>
                  <Button
                    size="small"
                    data-testid={TEST_IDS.handling.openTrack}
                    onClick={() => void openTrackPage()}
                  >
                    {t('dialog.openTrack')}
                  </Button>
                  <Button size="small" data-testid={TEST_IDS.handling.next} onClick={() => goNext(false)}>
                    {t('dialog.next')}
                  </Button>
                </Space>
              }
            />
          </div>
          <div className="alarm-dialog__right">
            <div className="alarm-dialog__section-title">{t('dialog.alarmInfo')}</div>
            <AlarmInfoPanel info={loaded.info} />
            <div className="alarm-dialog__section-title alarm-dialog__section-title--row">
              <span>{t(handles ? 'dialog.handlingArea' : 'dialog.handlingRecord')}</span>
              {handles && (
                <a
                  href="/personalSetting?tab=base&module=handlingOpinions"
                  target="_blank"
                  rel="noreferrer"
                  data-testid={TEST_IDS.handling.settingsLink}
                >
                  {t('dialog.settingsLink')}
                </a>
              )}
            </div>
            <HandlingArea
              key={`${a.guid}-${version}`}
              info={loaded.info}
              chatting={chatting}
              onChattingChange={setChatting}
              onCancel={close}
              onSubmitted={(stay) => {
                // The next alarm is taken from the rows as they are, before the list reloads.
                if (stay) setVersion((v) => v + 1);
                else goNext(true);
                onHandled();
              }}
            />
          </div>
        </div>
      )}
    </Modal>
  );
}
