import { CopyOutlined } from '@ant-design/icons';
import { Alert, App, Button, Input, Modal, Space } from 'antd';
import type { ReactNode } from 'react';

/** The words of a secret dialog, already translated. */
export interface SecretOnceTexts {
  title: string;
  hint: string;
  copy: string;
  copied: string;
  copyFailed: string;
  done: string;
}

export interface SecretOnceTestIds {
  dialog: string;
  secret: string;
  copy: string;
  done: string;
}

/**
 * A secret the server answered once (a partner's signing secret, a third party's private key): shown this one time
 * with a warning and a copy button; the dialog closes only through its button. `children` go above the secret.
 */
export function SecretOnceDialog({
  secret,
  texts,
  testIds,
  label,
  children,
  onClose,
}: {
  secret: string;
  texts: SecretOnceTexts;
  testIds: SecretOnceTestIds;
  label?: ReactNode;
  children?: ReactNode;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      void message.success(texts.copied);
    } catch {
      void message.warning(texts.copyFailed);
    }
  };
  return (
    <Modal
      open
      title={texts.title}
      closable={false}
      maskClosable={false}
      keyboard={false}
      width={640}
      data-testid={testIds.dialog}
      footer={
        <Button type="primary" onClick={onClose} data-testid={testIds.done}>
          {texts.done}
        </Button>
      }
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Alert type="warning" showIcon message={texts.hint} />
        {children}
        {label}
        <Space.Compact style={{ width: '100%' }}>
          <Input readOnly value={secret} data-testid={testIds.secret} style={{ fontFamily: 'monospace' }} />
          <Button icon={<CopyOutlined />} onClick={() => void copy()} data-testid={testIds.copy}>
            {texts.copy}
          </Button>
        </Space.Compact>
      </Space>
    </Modal>
  );
}
