import { TEST_IDS, type MessageCentreItem } from '@roadwatch/core';
import { Badge, Button, Descriptions, Drawer, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MESSAGE_TYPE_COLOURS } from './messageCentreTabs';

interface Props {
  message: MessageCentreItem | null;
  onClose: () => void;
  onOpenBusiness: (url: string) => void;
}

/** One message in full: type, source, time, read state, content, and a link to the page that handles it. */
export function MessageDetail({ message, onClose, onOpenBusiness }: Props) {
  const { t } = useTranslation('console');
  return (
    <Drawer
      open={message !== null}
      onClose={onClose}
      size={480}
      title={t('shell.messages.detail')}
      data-testid={TEST_IDS.shellFrame.messageDetail}
      footer={
        message?.businessUrl ? (
          <Button type="primary" onClick={() => onOpenBusiness(message.businessUrl)}>
            {t('shell.messages.openBusiness')}
          </Button>
        ) : null
      }
    >
      {message ? (
        <>
          <Typography.Title level={5}>{message.title}</Typography.Title>
          <Descriptions
            column={1}
            size="small"
            items={[
              {
                key: 'type',
                label: t('shell.messages.columns.type'),
                children: <Tag color={MESSAGE_TYPE_COLOURS[message.msgType]}>{message.msgDTypeView}</Tag>,
              },
              { key: 'source', label: t('shell.messages.source'), children: message.source },
              { key: 'time', label: t('shell.messages.columns.pubTime'), children: message.pubTime },
              {
                key: 'state',
                label: t('shell.messages.columns.state'),
                children: (
                  <Badge
                    status={message.read ? 'default' : 'processing'}
                    text={message.read ? t('shell.messages.read') : t('shell.messages.unread')}
                  />
                ),
              },
            ]}
          />
          <Typography.Paragraph className="message-detail__content">
            {message.msgContent}
          </Typography.Paragraph>
        </>
      ) : null}
    </Drawer>
  );
}
