import { formatChinaTime, LANGUAGES, TEST_IDS, type Language } from '@roadwatch/core';
import { Alert, App as AntApp, Card, Result, Segmented, Spin, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { AntConfig } from '../app/AntConfig';
import { language, switchLanguage } from '../app/i18n';
import { SharedBatch } from './SharedBatch';
import { SharedTemperatures } from './SharedTemperatures';
import { SharedTrackMap } from './SharedTrackMap';
import { SharedVehicleCard } from './SharedVehicleCard';
import { useSharedTrack, useSharedView, type SharedViewState } from './useSharedView';
import './sharePublic.css';

const ids = TEST_IDS.sharing;

/**
 * The public page of a share link (`/share/<token>`, no sign-in): the shared vehicles' latest reports with the
 * chosen one's track on the offline map, the shared warehouses' temperatures, or a batch's temperature record,
 * asked again every few seconds;
 * "invalid" once the link is disabled or expired.
 */
export function SharePublicPage() {
  const { t } = useTranslation('sharing');
  const { token = '' } = useParams();
  const shared = useSharedView(token);

  useEffect(() => {
    document.title = t('sharing.public.title');
  }, [t]);

  return (
    <AntConfig language={language}>
      <AntApp>
        <div className="share-public" data-testid={ids.publicPage} data-state={shared.state}>
          <header className="share-public__header">
            <Typography.Title level={4} className="share-public__title">
              {t('sharing.public.title')}
            </Typography.Title>
            {shared.state === 'ready' && (
              <Typography.Text type="secondary">
                {shared.view.expiresAt === null
                  ? t('sharing.public.permanent')
                  : t('sharing.public.validUntil', { time: formatChinaTime(shared.view.expiresAt) })}
              </Typography.Text>
            )}
            <Segmented
              className="share-public__languages"
              aria-label={t('sharing.public.language')}
              value={language}
              options={LANGUAGES.map((lang) => ({
                value: lang,
                label: <span lang={lang}>{t(`common.languages.${lang}`, { lng: lang })}</span>,
              }))}
              onChange={(next) => switchLanguage(next as Language)}
            />
          </header>
          <SharedBody token={token} shared={shared} />
        </div>
      </AntApp>
    </AntConfig>
  );
}

function SharedBody({ token, shared }: { token: string; shared: SharedViewState }) {
  const { t } = useTranslation('sharing');
  if (shared.state === 'loading')
    return <Spin className="share-public__loading" tip={t('sharing.public.loading')} />;
  if (shared.state === 'failed')
    return <Alert type="warning" showIcon message={t('sharing.public.failed')} />;
  if (shared.state === 'invalid')
    return (
      <Result
        status="warning"
        data-testid={ids.publicInvalid}
        title={t('sharing.public.invalid')}
        subTitle={t('sharing.public.invalidHint')}
      />
    );
  const { view } = shared;
  if (view.scene === 'batch') return <SharedBatch token={token} />;
  if (view.scene === 'warehouse')
    return (
      <div className="share-public__cards">
        {view.warehouses.map((w) => (
          <Card
            key={w.id}
            size="small"
            title={w.name}
            data-testid={ids.publicCard(w.id)}
            className="share-public__card"
          >
            <Typography.Paragraph type="secondary">{w.address}</Typography.Paragraph>
            <SharedTemperatures temperatures={w.temperatures} />
          </Card>
        ))}
      </div>
    );
  return <SharedVehicles token={token} view={view} />;
}

function SharedVehicles({
  token,
  view,
}: {
  token: string;
  view: Extract<SharedViewState, { state: 'ready' }>['view'];
}) {
  const { t } = useTranslation('sharing');
  const [chosen, setChosen] = useState<number | null>(null);
  const selected = view.vehicles.find((v) => v.id === chosen) ?? view.vehicles[0] ?? null;
  const withTrack = view.sharedData.includes('track');
  const withPosition = view.sharedData.includes('position');
  const track = useSharedTrack(token, withTrack ? (selected?.id ?? null) : null, selected?.gpsTime);
  const points = useMemo(() => {
    const line = withTrack ? track.map((p) => ({ lon: p.lon, lat: p.lat, speed: p.speed })) : [];
    if (selected && selected.lon !== null && selected.lat !== null && withPosition)
      line.push({ lon: selected.lon, lat: selected.lat, speed: selected.speedKmh });
    return line;
  }, [track, selected, withTrack, withPosition]);

  return (
    <div className="share-public__body">
      <aside className="share-public__cards">
        {withTrack && (
          <Typography.Text type="secondary">
            {t('sharing.public.history', { hours: view.historyHours })}
          </Typography.Text>
        )}
        {view.vehicles.map((v) => (
          <SharedVehicleCard
            key={v.id}
            vehicle={v}
            selected={v.id === selected?.id}
            showTemperatures={view.sharedData.includes('temperature')}
            onSelect={() => setChosen(v.id)}
          />
        ))}
      </aside>
      {(withTrack || withPosition) && selected && (
        <main className="share-public__main">
          {points.length === 0 && <Alert type="info" showIcon message={t('sharing.public.noTrack')} />}
          <SharedTrackMap points={points} plate={selected.plate} />
        </main>
      )}
    </div>
  );
}
