import { EXP_AUTH_HANDLE, TEST_IDS, type AbnormalItem, formatChinaTime } from '@roadwatch/core';
import { ToolOutlined } from '@ant-design/icons';
import { App, Badge, Button, Popconfirm, Popover } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { session } from '../session/sessionState';
import { ABNORMAL_PAGE } from './alarmPages';
import { alarmShell, ignoreException, loadAbnormal, openDetail, openHandling } from './alarmShellState';
import { listTotalText } from './listTotalText';
import { PopoverPanel } from './PopoverPanel';
import { openProcessingPage } from './processingPageUrl';

const ids = TEST_IDS.alarmShell;

interface AbnormalRowProps {
  item: AbnormalItem;
  mayOperate: boolean;
  /** A dialog takes over: the popover closes. */
  onLeave: () => void;
}

function AbnormalRow({ item, mayOperate, onLeave }: AbnormalRowProps) {
  const { t } = useTranslation('popover');
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const ignore = async () => {
    setBusy(true);
    const done = await ignoreException(item);
    setBusy(false);
    if (done) void message.success(t('alarmList.ignored'));
  };
  return (
    <div className="alarm-shell__item" data-testid={ids.abnormalItem(item.guid)}>
      <div className="alarm-shell__item-main">
        <span className="alarm-shell__item-title">{item.regName}</span>
        <span className="alarm-shell__item-tag alarm-shell__item-tag--warn">{item.typeName}</span>
        <span className="alarm-shell__item-time" data-testid={ids.abnormalTime(item.guid)}>
          {formatChinaTime(item.bTime)}
        </span>
      </div>
      <div className="alarm-shell__item-actions">
        <Button
          size="small"
          type="link"
          onClick={() => {
            onLeave();
            openDetail(item);
          }}
          data-testid={ids.abnormalDetailOpen(item.guid)}
        >
          {t('abnormal.detail')}
        </Button>
        {mayOperate && item.enableOp ? (
          <>
            <Button
              size="small"
              type="link"
              onClick={() => {
                onLeave();
                openHandling(item);
              }}
              data-testid={ids.abnormalHandle(item.guid)}
            >
              {t('abnormal.handle')}
            </Button>
            <Popconfirm
              title={t('abnormal.ignoreConfirm')}
              okText={t('ui.confirm')}
              cancelText={t('ui.cancel')}
              onConfirm={ignore}
            >
              <Button
                size="small"
                type="link"
                danger
                loading={busy}
                data-testid={ids.abnormalIgnore(item.guid)}
              >
                {t('abnormal.ignore')}
              </Button>
            </Popconfirm>
          </>
        ) : null}
      </div>
    </div>
  );
}

function AbnormalPanel({ onLeave }: { onLeave: () => void }) {
  const { t } = useTranslation('popover');
  const { abnormal } = useSnapshot(alarmShell);
  const { routes } = useSnapshot(session);
  const list = abnormal.data?.exList ?? [];
  // Handle and ignore only with expAuth 3 and the item's enableOp (seed 000 §6).
  const mayOperate = abnormal.data?.expAuth === EXP_AUTH_HANDLE;
  return (
    <PopoverPanel
      testId={ids.abnormalPanel}
      loading={abnormal.loading}
      failed={abnormal.failed && !abnormal.data}
      empty={list.length === 0}
      emptyText={t('abnormal.empty')}
      onRefresh={() => void loadAbnormal(true)}
      extra={
        <>
          <span data-testid={ids.abnormalTotal}>
            {listTotalText(t, 'abnormal', abnormal.data?.total ?? list.length, list.length)}
          </span>
          {abnormal.data && !mayOperate ? (
            <span className="alarm-shell__muted">{t('abnormal.viewOnly')}</span>
          ) : null}
        </>
      }
      footer={
        <Button size="small" type="link" onClick={() => openProcessingPage(routes, ABNORMAL_PAGE)}>
          {t('abnormal.viewAll')}
        </Button>
      }
    >
      {list.map((item) => (
        <AbnormalRow key={item.guid} item={item} mayOperate={mayOperate} onLeave={onLeave} />
      ))}
    </PopoverPanel>
  );
}

/** Device exceptions with their count; handle, ignore and a detail view per entry. */
export function AbnormalPopover() {
  const { t } = useTranslation('popover');
  const { summary } = useSnapshot(alarmShell);
  const [open, setOpen] = useState(false);
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={t('abnormal.title')}
      content={<AbnormalPanel onLeave={() => setOpen(false)} />}
      destroyOnHidden
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) void loadAbnormal();
      }}
    >
      <Button
        type="text"
        className="alarm-shell__trigger"
        data-testid={ids.abnormalTrigger}
        aria-label={t('abnormal.trigger')}
      >
        <Badge count={summary?.abnormalCount ?? 0} size="small" overflowCount={99}>
          <ToolOutlined className="alarm-shell__icon" />
        </Badge>
      </Button>
    </Popover>
  );
}
