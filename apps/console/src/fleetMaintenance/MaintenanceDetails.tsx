import { TEST_IDS, type RowOf, type maintenanceResource } from '@roadwatch/core';
import { Descriptions, Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { UpkeepStatusTag } from './UpkeepStatusTag';
import { dayText, fieldKey, kmText, money, timeText } from './upkeepColumns';

type Row = RowOf<typeof maintenanceResource>;
const f = fieldKey('maintenance');

/** A maintenance record with its due figures: next due day and mileage, the odometer, what is left of each. */
export function MaintenanceDetails({ row, onClose }: { row: Row | null; onClose: () => void }) {
  const { t } = useTranslation('fleetMaintenance');
  if (!row) return null;
  const cycle =
    row.cycleUnit && row.cycleCount
      ? `${row.cycleCount} ${t(`maintenance.cycleUnits.${row.cycleUnit}`)}`
      : '';
  const items: [string, React.ReactNode][] = [
    ['plateNumber', row.plateNumber],
    ['maintenanceType', t(`maintenance.types.${row.maintenanceType}`)],
    ['status', <UpkeepStatusTag key="s" id={row.id} area="maintenance" status={row.status} />],
    ['maintenanceNo', row.maintenanceNo],
    ['deliveryDay', dayText(row.deliveryDay)],
    ['endDay', dayText(row.endDay)],
    ['mileageKm', kmText(row.mileageKm)],
    ['mileageCycleKm', kmText(row.mileageCycleKm)],
    ['timeCycle', cycle],
    ['dueDay', dayText(row.dueDay)],
    ['daysLeft', kmText(row.daysLeft)],
    ['dueKm', kmText(row.dueKm)],
    ['odometerKm', kmText(row.odometerKm)],
    ['kmLeft', kmText(row.kmLeft)],
    ['amount', money(row.amount)],
    ['plant', row.plant],
    ['sender', row.sender],
    ['reason', row.reason],
    ['extraItems', row.extraItems],
    ['operatorName', row.operatorName],
    ['modifiedTime', timeText(row.modifiedTime)],
  ];
  return (
    <Drawer
      open
      width={560}
      title={t('maintenance.detailsTitle')}
      onClose={onClose}
      data-testid={TEST_IDS.fleetMaintenance.detailsDrawer}
    >
      <Descriptions column={1} bordered size="small" labelStyle={{ width: 200 }}>
        {items.map(([field, value]) => (
          <Descriptions.Item key={field} label={t(f(field))}>
            {value}
          </Descriptions.Item>
        ))}
      </Descriptions>
    </Drawer>
  );
}
