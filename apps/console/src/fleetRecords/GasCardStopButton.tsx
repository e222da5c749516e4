import { ENDPOINTS, TEST_IDS, mayStopGasCard, type GasCardStatus } from '@roadwatch/core';
import { isApiError } from '@roadwatch/core/http';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import { toasts } from '../app/toasts';
import type { ToolbarGrid } from '../resources/resourcePageTypes';

/**
 * Stops the selected fuel card after a confirmation naming it: one card at a time, only one in normal use (the
 * server refuses a second stop as well).
 */
export function GasCardStopButton({ grid }: { grid: ToolbarGrid }) {
  const { t } = useTranslation('fleetRecords');
  const { modal, message } = App.useApp();
  const stop = () => {
    const rows = grid.selectedRows() as { id: number; cardNo: string; status: GasCardStatus }[];
    const [card] = rows;
    if (rows.length !== 1 || !card) {
      toasts.push(t('validation.selectRows'));
      return;
    }
    if (!mayStopGasCard(card.status)) {
      toasts.push(t('errors.gasCardAlreadyStopped'));
      return;
    }
    modal.confirm({
      title: t('gasCard.stop'),
      content: t('gasCard.stopConfirm', { cardNo: card.cardNo }),
      okButtonProps: { danger: true, 'data-testid': TEST_IDS.fleetRecords.stopConfirm } as never,
      onOk: async () => {
        try {
          await api.call(ENDPOINTS.gasCardStop, { id: card.id });
          void message.success(t('gasCard.stopped'));
          grid.refresh();
        } catch (error) {
          if (!isApiError(error)) throw error;
        }
      },
    });
  };
  return (
    <Button danger onClick={stop} data-testid={TEST_IDS.fleetRecords.stop}>
      {t('gasCard.stop')}
    </Button>
  );
}
