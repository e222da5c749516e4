import { ENDPOINTS, TEST_IDS, type MessageCentreItem } from '@roadwatch/core';
import { CheckOutlined, MailOutlined } from '@ant-design/icons';
import {
  Badge,
  Button,
  Card,
  Popconfirm,
  Result,
  Space,
  Table,
  Tabs,
  Tag,
  Typography,
  type TableProps,
} from 'antd';
import { useCallback, useEffect, useState, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../app/api';
import { logError } from '../../app/errorLogger';
import type { PageProps } from '../../routes/pageRegistry';
import { MessageDetail } from './MessageDetail';
import {
  filterOfTab,
  MESSAGE_TABS,
  MESSAGE_TYPE_COLOURS,
  messageTabOf,
  type MessageTab,
} from './messageCentreTabs';

const ids = TEST_IDS.shellFrame;
/** Seed 000 §9: default page size 20, options 10, 20, 50, 100 (the list call allows at most 100). */
const PAGE_SIZES = [10, 20, 50, 100];

interface ListState {
  /** Which request the rest answers (tab, page, reload count); another key means a load is under way. */
  key: string;
  failed: boolean;
  data: MessageCentreItem[];
  total: number;
  unread: number;
}

/**
 * Message centre (route `messageCenter`, query `tabId` and `menuId`): the user's messages by tab (all, unread,
 * each type), read state, mark one or all read, and a detail view that marks the message read.
 */
export function MessageCenter({ route }: PageProps) {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = messageTabOf(params.get('tabId'));
  const [page, setPage] = useState({ curPage: 1, pageSize: 20 });
  const [list, setList] = useState<ListState>({
    key: '',
    failed: false,
    data: [],
    total: 0,
    unread: 0,
  });
  const [shown, setShown] = useState<MessageCentreItem | null>(null);
  const [reloads, setReloads] = useState(0);
  const reload = useCallback(() => setReloads((n) => n + 1), []);

  const requestKey = `${tab}:${page.curPage}:${page.pageSize}:${reloads}`;
  const loading = list.key !== requestKey;

  useEffect(() => {
    let live = true;
    api
      .call(ENDPOINTS.fetchMessageList, { ...page, ...filterOfTab(tab) })
      .then((result) => {
        if (live)
          setList({
            key: requestKey,
            failed: false,
            data: result.data,
            total: result.totalRecords,
            unread: result.unreadCount,
          });
      })
      .catch((error: unknown) => {
        logError('shellData', 'message list failed', error);
        if (live) setList((current) => ({ ...current, key: requestKey, failed: true }));
      });
    return () => {
      live = false;
    };
  }, [page, tab, requestKey]);

  const markRead = async (item: MessageCentreItem) => {
    if (item.read) return;
    await api.call(ENDPOINTS.readMessage, { messageId: item.messageId });
    const read = { ...item, read: true };
    setShown((current) => (current?.messageId === item.messageId ? read : current));
    if (tab === 'unread') reload();
    else
      setList((current) => ({
        ...current,
        unread: Math.max(0, current.unread - 1),
        data: current.data.map((m) => (m.messageId === item.messageId ? read : m)),
      }));
  };

  const markAllRead = async () => {
    await api.call(ENDPOINTS.readMessage, {});
    reload();
  };

  const view = (item: MessageCentreItem) => {
    setShown(item);
    markRead(item).catch((error: unknown) => logError('shellData', 'marking read failed', error));
  };

  const chooseTab = (next: MessageTab) => {
    const query = new URLSearchParams(params);
    query.set('tabId', next);
    setParams(query, { replace: true });
    setPage((current) => ({ ...current, curPage: 1 }));
  };

  const columns: TableProps<MessageCentreItem>['columns'] = [
    {
      key: 'state',
      title: t('shell.messages.columns.state'),
      width: 96,
      render: (_, item) => (
        <span data-testid={ids.messageState(item.messageId)}>
          <Badge
            status={item.read ? 'default' : 'processing'}
            text={item.read ? t('shell.messages.read') : t('shell.messages.unread')}
          />
        </span>
      ),
    },
    {
      key: 'title',
      title: t('shell.messages.columns.title'),
      render: (_, item) => (
        <Button
          type="link"
          className={
            item.read ? 'message-centre__title' : 'message-centre__title message-centre__title--unread'
          }
          data-testid={ids.messageView(item.messageId)}
          onClick={() => view(item)}
        >
          {item.title}
        </Button>
      ),
    },
    {
      key: 'type',
      title: t('shell.messages.columns.type'),
      width: 120,
      render: (_, item) => <Tag color={MESSAGE_TYPE_COLOURS[item.msgType]}>{item.msgDTypeView}</Tag>,
    },
    { key: 'pubTime', dataIndex: 'pubTime', title: t('shell.messages.columns.pubTime'), width: 180 },
    {
      key: 'action',
      title: t('shell.messages.columns.action'),
      width: 180,
      render: (_, item) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => view(item)}>
            {t('shell.messages.view')}
          </Button>
          <Button
            type="link"
            size="small"
            disabled={item.read}
            data-testid={ids.messageMarkRead(item.messageId)}
            onClick={() =>
              markRead(item).catch((error: unknown) => logError('shellData', 'marking read failed', error))
            }
          >
            {t('shell.messages.markRead')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Card
      className="shell-page message-centre"
      data-testid={ids.messageCentre}
      title={
        <Space>
          <MailOutlined />
          <span data-testid={TEST_IDS.page.title}>{route.meta.title}</span>
          <Typography.Text type="secondary" className="message-centre__unread">
            {t('shell.messages.unreadCount', { count: list.unread })}
          </Typography.Text>
        </Space>
      }
      extra={
        <Popconfirm
          title={t('shell.messages.markAllConfirm')}
          okText={t('shell.messages.confirm')}
          cancelText={t('shell.messages.cancel')}
          onConfirm={() =>
            markAllRead().catch((error: unknown) => logError('shellData', 'mark all failed', error))
          }
          disabled={list.unread === 0}
        >
          <Button icon={<CheckOutlined />} disabled={list.unread === 0} data-testid={ids.messageMarkAll}>
            {t('shell.messages.markAllRead')}
          </Button>
        </Popconfirm>
      }
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => chooseTab(messageTabOf(key))}
        items={MESSAGE_TABS.map((key) => ({
          key,
          label: (
            <span data-testid={ids.messageTab(key)}>
              {key === 'unread' ? (
                <Badge count={list.unread} size="small" offset={[10, -2]}>
                  {t('shell.messages.tabs.unread')}
                </Badge>
              ) : (
                t(`shell.messages.tabs.${key}`)
              )}
            </span>
          ),
        }))}
      />
      {list.failed && !loading ? (
        <Result
          status="warning"
          title={t('shell.messages.loadFailed')}
          extra={<Button onClick={reload}>{t('shell.messages.retry')}</Button>}
        />
      ) : (
        <Table<MessageCentreItem>
          rowKey="messageId"
          size="middle"
          loading={loading}
          columns={columns}
          dataSource={list.data}
          locale={{ emptyText: t('shell.messages.empty') }}
          rowClassName={(item) => (item.read ? '' : 'message-centre__row--unread')}
          onRow={(item) => ({ 'data-testid': ids.messageRow(item.messageId) }) as HTMLAttributes<HTMLElement>}
          pagination={{
            current: page.curPage,
            pageSize: page.pageSize,
            total: list.total,
            showSizeChanger: true,
            showQuickJumper: true,
            pageSizeOptions: PAGE_SIZES,
            showTotal: (total) => t('shell.messages.total', { count: total }),
            onChange: (curPage, pageSize) => setPage({ curPage, pageSize }),
          }}
        />
      )}
      <MessageDetail
        message={shown}
        onClose={() => setShown(null)}
        onOpenBusiness={(url) => {
          setShown(null);
          void navigate(url);
        }}
      />
    </Card>
  );
}
