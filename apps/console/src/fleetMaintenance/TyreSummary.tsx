import { ENDPOINTS, TEST_IDS, type FleetCostOptions, type TyrePlace } from '@roadwatch/core';
import { Card, Drawer, Empty, Select, Space, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';
import { UpkeepStatusTag } from './UpkeepStatusTag';

interface TyreSummaryProps {
  open: boolean;
  vehicles: FleetCostOptions['vehicles'];
  onClose: () => void;
}

/** One vehicle's tyres, axle by axle, each place with its tyre in use, the km it has left and its status. */
export function TyreSummary({ open, vehicles, onClose }: TyreSummaryProps) {
  const { t } = useTranslation('fleetMaintenance');
  const [vehicleId, setVehicleId] = useState<number | null>(null);
  const [places, setPlaces] = useState<TyrePlace[]>([]);
  const options = useMemo(() => vehicles.map((v) => ({ value: v.id, label: v.plate })), [vehicles]);

  useEffect(() => {
    if (!open || vehicleId === null) return;
    let live = true;
    api
      .call(ENDPOINTS.tyreSummary, { vehicleId })
      .then((answer) => live && setPlaces(answer.places))
      .catch((error: unknown) => logError('pageLoad', 'tyreSummary failed', error));
    return () => {
      live = false;
    };
  }, [open, vehicleId]);

  const axles = [...new Set(places.map((p) => p.axle))];
  return (
    <Drawer
      open={open}
      width={880}
      title={t('tyre.summary')}
      onClose={onClose}
      data-testid={TEST_IDS.fleetMaintenance.tyreSummaryDrawer}
    >
      <Space style={{ marginBottom: 16 }}>
        <Typography.Text>{t('tyre.summaryVehicle')}</Typography.Text>
        <Select
          showSearch
          optionFilterProp="label"
          style={{ width: 200 }}
          options={options}
          value={vehicleId}
          onChange={(v: number) => setVehicleId(v)}
          data-testid={TEST_IDS.fleetMaintenance.tyreSummaryVehicle}
        />
      </Space>
      {axles.length === 0 && <Empty />}
      {axles.map((axle) => (
        <Card key={axle} size="small" title={t('tyre.axleN', { n: axle })} style={{ marginBottom: 12 }}>
          <Space wrap align="start">
            {places
              .filter((p) => p.axle === axle)
              .map((p) => (
                <Card
                  key={p.position}
                  size="small"
                  style={{ width: 190 }}
                  title={t(`tyre.positions.${p.position}`)}
                  data-testid={TEST_IDS.fleetMaintenance.tyrePlace(axle, p.position)}
                >
                  {p.tyre ? (
                    <Space direction="vertical" size={2}>
                      <Typography.Text strong>
                        {[p.tyre.brand, p.tyre.model].filter(Boolean).join(' ')}
                      </Typography.Text>
                      <Typography.Text>{t('shared.km', { km: p.tyre.remainingKm })}</Typography.Text>
                      <UpkeepStatusTag id={p.tyre.id} area="tyre" status={p.tyre.status} />
                    </Space>
                  ) : (
                    <Typography.Text type="secondary">{t('tyre.emptyPlace')}</Typography.Text>
                  )}
                </Card>
              ))}
          </Space>
        </Card>
      ))}
    </Drawer>
  );
}
