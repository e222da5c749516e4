import { ACC_STATUS, ENDPOINTS, TEST_IDS, formatChinaTime, type MonitorCardData } from '@roadwatch/core';
import { Button, Card, Descriptions, Space, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import { DirectiveDialog } from './DirectiveDialog';
import { colorOfState } from './operationColors';

/** Re-read the card at most this often while the followed vehicle reports. */
const REFRESH_MS = 3_000;
/** The track link covers the last hours. */
const TRACK_HOURS = 2;

export interface VehicleCardProps {
  vehicleId: number;
  /** Bumped when the live feed moved the vehicle (the card re-reads, throttled). */
  liveVersion: number;
  canText: boolean;
  canLocate: boolean;
  onClose(): void;
}

/** The followed vehicle: its latest stored report, driver, place, probes and open alarms, with links and directives. */
export function VehicleCard({ vehicleId, liveVersion, canText, canLocate, onClose }: VehicleCardProps) {
  const { t } = useTranslation('monitor');
  const [data, setData] = useState<MonitorCardData | null>(null);
  const [directive, setDirective] = useState<'text' | 'locate' | null>(null);
  const [readAt, setReadAt] = useState(0);
  // The last read, so a vehicle reporting every second is read at most every REFRESH_MS.
  const lastRead = useRef<{ vehicleId: number; at: number } | null>(null);

  // liveVersion: a new report of the vehicle is a reason to read again (throttled).
  useEffect(() => {
    const last = lastRead.current;
    if (last?.vehicleId === vehicleId && Date.now() - last.at < REFRESH_MS) return;
    let live = true;
    api
      .call(ENDPOINTS.monitorData, { vehicleId })
      .then((result) => {
        if (!live) return;
        const at = Date.now();
        lastRead.current = { vehicleId, at };
        setData(result);
        setReadAt(at);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [vehicleId, liveVersion]);

  const card = data?.vehicleId === vehicleId ? data : null;
  // The track up to this card's last read.
  const now = readAt;
  const track = new URLSearchParams({
    vid: String(vehicleId),
    bTime: String(now - TRACK_HOURS * 3_600_000),
    eTime: String(now),
  });
  return (
    <Card
      size="small"
      className="rw-live-card"
      data-testid={TEST_IDS.liveMap.card}
      data-vehicle={vehicleId}
      title={<span data-testid={TEST_IDS.liveMap.cardPlate}>{card?.plate ?? ''}</span>}
      extra={
        <Button size="small" type="text" onClick={onClose} aria-label={t('card.close')}>
          ×
        </Button>
      }
    >
      {card && (
        <Descriptions size="small" column={1} colon>
          <Descriptions.Item label={t('card.driver')}>{card.driverName || '-'}</Descriptions.Item>
          <Descriptions.Item label={t('card.speed')}>
            <span data-testid={TEST_IDS.liveMap.cardSpeed} data-value={card.speedKmh}>
              {t('card.speedValue', { speed: card.speedKmh.toFixed(1) })}
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={t('card.acc')}>
            {card.acc === ACC_STATUS.on ? t('card.accOn') : t('card.accOff')}
          </Descriptions.Item>
          <Descriptions.Item label={t('card.state')}>
            <Tag color={colorOfState(card.operationState)}>{t(`states.${card.operationState}`)}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('card.place')}>
            <span data-testid={TEST_IDS.liveMap.cardPlace}>{card.placeName || t('card.never')}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('card.temperatures')}>
            {card.temperatures.length === 0
              ? t('card.noTemperature')
              : card.temperatures
                  .map((p) => `${p.name} ${p.valueC === null ? '-' : `${p.valueC.toFixed(1)}℃`}`)
                  .join(t('card.listSeparator'))}
          </Descriptions.Item>
          <Descriptions.Item label={t('card.lastReport')}>
            {card.gpsTime === null ? t('card.never') : formatChinaTime(card.gpsTime)}
          </Descriptions.Item>
          <Descriptions.Item label={t('card.openAlarms')}>
            {card.openAlarms.length === 0
              ? t('card.noAlarms')
              : card.openAlarms
                  .slice(0, 3)
                  .map((a) => a.name)
                  .join(t('card.listSeparator')) +
                (card.openAlarms.length > 3 ? ` (${card.openAlarms.length})` : '')}
          </Descriptions.Item>
        </Descriptions>
      )}
      <Space wrap size={4}>
        <Button
          size="small"
          href={`/trackPlayback?${track.toString()}`}
          target="_blank"
          data-testid={TEST_IDS.liveMap.cardTrack}
        >
          {t('card.track')}
        </Button>
        <Button
          size="small"
          href={`/vehicleAlarmProcessing?${new URLSearchParams({ regName: card?.plate ?? '' }).toString()}`}
          target="_blank"
        >
          {t('card.alarms')}
        </Button>
        <Button size="small" href={`/videoMonit?vehicleId=${vehicleId}`} target="_blank">
          {t('card.intercom')}
        </Button>
        {canText && (
          <Button size="small" onClick={() => setDirective('text')} data-testid={TEST_IDS.liveMap.cardText}>
            {t('card.textMessage')}
          </Button>
        )}
        {canLocate && (
          <Button
            size="small"
            onClick={() => setDirective('locate')}
            data-testid={TEST_IDS.liveMap.cardLocate}
          >
            {t('card.locate')}
          </Button>
        )}
      </Space>
      {directive && (
        <DirectiveDialog vehicleId={vehicleId} kind={directive} onClose={() => setDirective(null)} />
      )}
    </Card>
  );
}
