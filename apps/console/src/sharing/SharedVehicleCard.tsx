import { formatChinaTime, TEST_IDS, type SharedVehicle } from '@roadwatch/core';
import { Card, Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { SharedTemperatures } from './SharedTemperatures';

const ids = TEST_IDS.sharing;

/** The place name and coordinates; a position outside every named division (at sea) shows its coordinates only. */
function placeText(vehicle: SharedVehicle): string {
  const coordinates = `(${vehicle.lon!.toFixed(6)}, ${vehicle.lat!.toFixed(6)})`;
  return vehicle.placeName ? `${vehicle.placeName} ${coordinates}` : coordinates;
}

/** One shared vehicle: plate, online state, place and coordinates, speed, last report, temperatures. */
export function SharedVehicleCard({
  vehicle,
  selected,
  showTemperatures,
  onSelect,
}: {
  vehicle: SharedVehicle;
  selected: boolean;
  showTemperatures: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation('sharing');
  const located = vehicle.lon !== null && vehicle.lat !== null;
  return (
    <Card
      size="small"
      hoverable
      className={selected ? 'share-public__card share-public__card--selected' : 'share-public__card'}
      data-testid={ids.publicCard(vehicle.id)}
      onClick={onSelect}
      title={<span data-testid={ids.publicPlate(vehicle.id)}>{vehicle.plate}</span>}
      extra={
        <Tag color={vehicle.online ? 'green' : 'default'}>
          {t(vehicle.online ? 'sharing.public.online' : 'sharing.public.offline')}
        </Tag>
      }
    >
      <Descriptions size="small" column={1}>
        <Descriptions.Item label={t('sharing.public.position')}>
          <span data-testid={ids.publicPosition(vehicle.id)}>
            {located ? placeText(vehicle) : t('sharing.public.noPosition')}
          </span>
        </Descriptions.Item>
        {located && (
          <Descriptions.Item label={t('sharing.public.speed')}>
            {t('sharing.public.speedValue', { speed: vehicle.speedKmh })}
          </Descriptions.Item>
        )}
        {vehicle.gpsTime !== null && (
          <Descriptions.Item label={t('sharing.public.lastReport')}>
            {formatChinaTime(vehicle.gpsTime)}
          </Descriptions.Item>
        )}
        {showTemperatures && (
          <Descriptions.Item label={t('sharing.public.temperatures')}>
            <SharedTemperatures temperatures={vehicle.temperatures} />
          </Descriptions.Item>
        )}
      </Descriptions>
    </Card>
  );
}
