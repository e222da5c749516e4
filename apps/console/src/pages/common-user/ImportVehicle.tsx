import { TEST_IDS, vehicleInfoResource } from '@roadwatch/core';
import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportDialog } from '../../resources/ImportDialog';
import type { PageProps } from '../../routes/pageRegistry';
import { session } from '../../session/sessionState';

/**
 * ImportVehicle: the vehicle import on a page of its own (the same dialog as the vehicle list's import button);
 * writing needs the vehicle page's import grant, which the server checks too.
 */
export function ImportVehicle({ route }: PageProps) {
  const { t } = useTranslation(['fleet', 'resource']);
  const [open, setOpen] = useState(false);
  const [imported, setImported] = useState(false);
  const granted = session.routes.some(
    (r) =>
      r.name === vehicleInfoResource.key && r.meta.operationIds.includes(`${vehicleInfoResource.key}:import`),
  );
  return (
    <Card className="shell-page" title={<span data-testid={TEST_IDS.page.title}>{route.meta.title}</span>}>
      <Space direction="vertical">
        <Typography.Paragraph type="secondary">{t('resource.import.pageIntro')}</Typography.Paragraph>
        {granted ? (
          <Button
            type="primary"
            icon={<UploadOutlined />}
            onClick={() => setOpen(true)}
            data-testid={TEST_IDS.resource.import}
          >
            {t('resource.toolbar.import')}
          </Button>
        ) : (
          <Alert type="info" showIcon message={t('resource.import.notGranted')} />
        )}
        {imported && <Alert type="success" showIcon message={t('resource.import.seeList')} />}
      </Space>
      {open && (
        <ImportDialog
          resource={vehicleInfoResource}
          label={(field) => t(`fleet.vehicleInfo.fields.${field}`)}
          onClose={() => setOpen(false)}
          onImported={() => setImported(true)}
        />
      )}
    </Card>
  );
}
