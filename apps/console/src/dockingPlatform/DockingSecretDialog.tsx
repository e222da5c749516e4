import { CopyOutlined } from '@ant-design/icons';
import { TEST_IDS } from '@roadwatch/core';
import { Alert, App, Button, Input, Modal, Space } from 'antd';
import { useTranslation } from 'react-i18next';

const ids = TEST_IDS.dockingPlatform;

/** The secret of an endpoint just added: shown this once, with a copy button; the list never shows it again. */
export function DockingSecretDialog({ secret, onClose }: { secret: string; onClose: () => void }) {
  const { t } = useTranslation('dockingPlatform');
  const { message } = App.useApp();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      void message.success(t('dockingPlatform.copied'));
    } catch {
      void message.warning(t('dockingPlatform.copyFailed'));
    }
  };
  return (
    <Modal
      open
      title={t('dockingPlatform.secretTitle')}
      closable={false}
      maskClosable={false}
      keyboard={false}
      width={600}
      data-testid={ids.secretDialog}
      footer={
        <Button type="primary" onClick={onClose} data-testid={ids.secretDone}>
          {t('dockingPlatform.secretDone')}
        </Button>
      }
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Alert type="warning" showIcon message={t('dockingPlatform.secretHint')} />
        <Space.Compact style={{ width: '100%' }}>
          <Input readOnly value={secret} data-testid={ids.secret} style={{ fontFamily: 'monospace' }} />
          <Button icon={<CopyOutlined />} onClick={() => void copy()} data-testid={ids.copySecret}>
            {t('dockingPlatform.copy')}
          </Button>
        </Space.Compact>
      </Space>
    </Modal>
  );
}
