import { TEST_IDS, type ShellMessage } from '@roadwatch/core';
import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Popover } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { alarmShell, listedMessages, markRead, refreshSummary } from './alarmShellState';
import { PopoverPanel } from './PopoverPanel';

const ids = TEST_IDS.alarmShell;

function MessageRow({ item }: { item: ShellMessage }) {
  const { t } = useTranslation('popover');
  return (
    <div className="alarm-shell__item" data-testid={ids.messageItem(item.messageId)}>
      <div className="alarm-shell__item-main">
        <span className="alarm-shell__item-title">{item.title}</span>
        <span className="alarm-shell__item-tag">{item.msgDTypeView}</span>
        <span className="alarm-shell__item-time">{item.pubTime}</span>
      </div>
      <div className="alarm-shell__item-content">{item.msgContent}</div>
      <div className="alarm-shell__item-actions">
        <Button
          size="small"
          type="link"
          onClick={() => void markRead(item.messageId)}
          data-testid={ids.messageRead(item.messageId)}
        >
          {t('message.markRead')}
        </Button>
      </div>
    </div>
  );
}

function MessagePanel() {
  const { t } = useTranslation('popover');
  const navigate = useNavigate();
  const { summary } = useSnapshot(alarmShell);
  // Sources 8, 22 and 23 float in their own box; the popover lists the others.
  const list = listedMessages(summary);
  return (
    <PopoverPanel
      testId={ids.messagePanel}
      loading={false}
      failed={false}
      empty={list.length === 0}
      emptyText={t('message.empty')}
      onRefresh={() => void refreshSummary()}
      extra={
        <Button
          size="small"
          type="link"
          disabled={(summary?.messageCount ?? 0) === 0}
          onClick={() => void markRead()}
          data-testid={ids.messageReadAll}
        >
          {t('message.markAllRead')}
        </Button>
      }
      footer={
        summary?.messageUrl ? (
          <Button size="small" type="link" onClick={() => void navigate(summary.messageUrl)}>
            {t('message.viewAll')}
          </Button>
        ) : null
      }
    >
      {list.map((item) => (
        <MessageRow key={item.messageId} item={item} />
      ))}
    </PopoverPanel>
  );
}

/** Unread messages with their count; each can be marked read. */
export function MessagePopover() {
  const { t } = useTranslation('popover');
  const { summary } = useSnapshot(alarmShell);
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={t('message.title')}
      content={<MessagePanel />}
      destroyOnHidden
    >
      <Button
        type="text"
        className="alarm-shell__trigger"
        data-testid={ids.messageTrigger}
        aria-label={t('message.trigger')}
      >
        <Badge count={summary?.messageCount ?? 0} size="small" overflowCount={99}>
          <BellOutlined className="alarm-shell__icon" />
        </Badge>
      </Button>
    </Popover>
  );
}
