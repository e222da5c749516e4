import { TEST_IDS } from '@roadwatch/core';
import { BellOutlined, CarOutlined, CopyOutlined, MessageOutlined, MobileOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Col, Empty, Row, Skeleton, Space, Typography } from 'antd';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { logError } from '../../app/errorLogger';
import type { PageProps } from '../../routes/pageRegistry';
import { loadCommonSetting } from '../../session/commonSetting';

const ids = TEST_IDS.shellFrame;

type QrState =
  | { state: 'loading' }
  | { state: 'none' }
  | { state: 'failed' }
  | { state: 'ready'; url: string; image: string };

/** A configured address may be relative to this site; the phone needs it whole. */
function absolute(url: string): string {
  return new URL(url, window.location.origin).toString();
}

/** The app download page (user menu `appDownload`): a QR code of the configured download address. */
export function AppDownload({ route }: PageProps) {
  const { t } = useTranslation('console');
  const { message } = App.useApp();
  const [qr, setQr] = useState<QrState>({ state: 'loading' });

  useEffect(() => {
    let live = true;
    loadCommonSetting(api)
      .then(async ({ appDownloadUrl }) => {
        if (!appDownloadUrl) return { state: 'none' } as const;
        const url = absolute(appDownloadUrl);
        const image = await QRCode.toDataURL(url, { width: 220, margin: 1, errorCorrectionLevel: 'M' });
        return { state: 'ready', url, image } as const;
      })
      .catch((error: unknown) => {
        logError('shellData', 'app download QR code failed', error);
        return { state: 'failed' } as const;
      })
      .then((next) => {
        if (live) setQr(next);
      });
    return () => {
      live = false;
    };
  }, []);

  const copy = async (url: string) => {
    await navigator.clipboard.writeText(url);
    void message.success(t('shell.appDownload.copied'));
  };

  const features = [
    { icon: <CarOutlined />, text: t('shell.appDownload.features.monitor') },
    { icon: <BellOutlined />, text: t('shell.appDownload.features.alarm') },
    { icon: <MessageOutlined />, text: t('shell.appDownload.features.message') },
  ];

  return (
    <Card
      className="shell-page"
      data-testid={ids.appDownloadPage}
      title={
        <Space>
          <MobileOutlined />
          <span data-testid={TEST_IDS.page.title}>{route.meta.title}</span>
        </Space>
      }
    >
      <Row gutter={[48, 24]} align="middle">
        <Col xs={24} md={12}>
          <Typography.Title level={4}>{t('shell.appDownload.scan')}</Typography.Title>
          <Typography.Paragraph type="secondary">{t('shell.appDownload.description')}</Typography.Paragraph>
          <Space orientation="vertical" size="middle">
            {features.map((feature) => (
              <Space key={feature.text} className="app-download__feature">
                {feature.icon}
                {feature.text}
              </Space>
            ))}
          </Space>
        </Col>
        <Col xs={24} md={12} className="app-download__qr-col">
          {qr.state === 'loading' ? (
            <Skeleton.Image active className="app-download__qr" />
          ) : qr.state === 'none' ? (
            <Empty description={t('shell.appDownload.noUrl')} />
          ) : qr.state === 'failed' ? (
            <Alert type="warning" showIcon title={t('shell.appDownload.qrFailed')} />
          ) : (
            <Space orientation="vertical" align="center">
              <img
                src={qr.image}
                alt={t('shell.appDownload.scan')}
                className="app-download__qr"
                data-testid={ids.appDownloadQr}
              />
              <Typography.Text type="secondary">{t('shell.appDownload.link')}</Typography.Text>
              <Space>
                <Typography.Link
                  href={qr.url}
                  target="_blank"
                  rel="noopener"
                  data-testid={ids.appDownloadUrl}
                >
                  {qr.url}
                </Typography.Link>
                <Button size="small" icon={<CopyOutlined />} onClick={() => void copy(qr.url)}>
                  {t('shell.appDownload.copy')}
                </Button>
              </Space>
            </Space>
          )}
        </Col>
      </Row>
    </Card>
  );
}
