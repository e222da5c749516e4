import { DownOutlined } from '@ant-design/icons';
import {
  ENDPOINTS,
  EXPORT_FORMATS,
  TEST_IDS,
  type ExportFormat,
  type ExportJobCreateRequest,
} from '@roadwatch/core';
import { App, Button, Dropdown } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { api } from '../app/api';

const ids = TEST_IDS.exportCenter;

export interface BackgroundExportButtonProps {
  /** The export to queue for a format, or null when there is nothing to export yet (the reason is warned). */
  request: (format: ExportFormat) => ExportJobCreateRequest | null;
}

/**
 * "Export in background": queues the export as a job of the export centre in the chosen format and says where to
 * find it (a link that opens the export centre). The page stays usable while the server writes the file.
 */
export function BackgroundExportButton({ request }: BackgroundExportButtonProps) {
  const { t } = useTranslation('exportCenter');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const queue = async (format: ExportFormat) => {
    const body = request(format);
    if (!body) return;
    setBusy(true);
    try {
      await api.call(ENDPOINTS.exportJobCreate, body);
      void message.success({
        content: (
          <span>
            {t('exportCenter.queued')}{' '}
            <a onClick={() => void navigate('/exportCenter')}>{t('exportCenter.openCentre')}</a>
          </span>
        ),
        duration: 5,
      });
    } catch {
      // Refusals (no data, too many exports) were toasted by the client.
    } finally {
      setBusy(false);
    }
  };

  // Opened by a click (or Enter), not by passing the mouse over it: a menu that closes when the pointer leaves
  // is lost on touch screens and when the page scrolls under it.
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: EXPORT_FORMATS.map((format) => ({
          key: format,
          label: (
            <span data-testid={ids.backgroundFormat(format)}>{t(`exportCenter.formats.${format}`)}</span>
          ),
        })),
        onClick: ({ key }) => void queue(key as ExportFormat),
      }}
    >
      <Button data-testid={ids.background} loading={busy}>
        {t('exportCenter.exportInBackground')} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
