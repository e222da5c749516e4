import {
  ENDPOINTS,
  MAP_TYPES,
  TEST_IDS,
  VEHICLE_OPERATION_STATE,
  type VehicleOperationState,
} from '@roadwatch/core';
import { Alert, Select, Segmented, Space, Tag } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { LiveMapView } from '@roadwatch/map';
import { useSnapshot } from 'valtio';
import { api } from '../app/api';
import { routeOfMenu } from '../routes/menuTree';
import { session } from '../session/sessionState';
import type { PageProps } from '../routes/pageRegistry';
import { VehicleTree } from '../vehicleTree/VehicleTree';
import { LiveMapController, type LiveMapStats } from './liveMapController';
import type { LiveFeedStatus } from './liveFeedClient';
import { OPERATION_COLORS } from './operationColors';
import { PageHeading } from '../shell/PageHeading';
import { LivePlacePanel } from './LivePlacePanel';
import { VehicleCard } from './VehicleCard';
import { NO_FILTER, type ConnectionFilter, type VehicleFilter } from './vehicleFilter';
import './liveMap.css';

const CONNECTION_FILTERS: ConnectionFilter[] = ['all', 'online', 'offline', 'accOn', 'alarm'];
const STATES = Object.values(VEHICLE_OPERATION_STATE);

/**
 * The live monitoring map: the vehicle tree with live filters beside a map of every located vehicle (clustered above
 * 200), a followed vehicle's card with its directives. `?vehicleId=` (the header's vehicle search, the pro monitor
 * entry) opens it following that vehicle.
 */
export function MapMonitorPage({ route }: PageProps) {
  const { t } = useTranslation('monitor');
  const [params] = useSearchParams();
  const element = useRef<HTMLDivElement>(null);
  const controller = useRef<LiveMapController | null>(null);
  const [stats, setStats] = useState<LiveMapStats | null>(null);
  const [status, setStatus] = useState<LiveFeedStatus>('connecting');
  const [provider, setProvider] = useState<{ provider: string; fellBack: boolean } | null>(null);
  const [failed, setFailed] = useState(false);
  const [mapView, setMapView] = useState<LiveMapView | null>(null);
  // The user's map type (saved with their settings); a change mounts the map again with it.
  const [mapType, setMapType] = useState<number | null>(null);
  const [mapLoad, setMapLoad] = useState(0);
  const [filter, setFilter] = useState<VehicleFilter>(NO_FILTER);
  const requested = Number(params.get('vehicleId') ?? '') || null;
  const [followed, setFollowed] = useState<number | null>(requested);
  const [liveVersion, setLiveVersion] = useState(0);
  const followedAt = useRef<number | null>(null);
  const [followedPosition, setFollowedPosition] = useState<{ lon: number; lat: number } | null>(null);
  // The directives are the live map's actions, whichever entry opened it (the pro monitor entry has none of its own).
  const { routes } = useSnapshot(session);
  const ops = [...route.meta.operationIds, ...(routeOfMenu(routes, 'mapMonitor')?.meta.operationIds ?? [])];

  useEffect(() => {
    const el = element.current;
    if (!el) return;
    const c = new LiveMapController({
      onStats: setStats,
      onStatus: setStatus,
      onFollowed: (state) => {
        // A new report of the followed vehicle is a reason for the card to read again.
        const at = state?.gpsTime ?? null;
        if (at === followedAt.current) return;
        followedAt.current = at;
        setFollowedPosition(
          state && state.lon !== null && state.lat !== null ? { lon: state.lon, lat: state.lat } : null,
        );
        setLiveVersion((v) => v + 1);
      },
      onVehicleClick: (id) => setFollowed(id),
      moreText: (count) => t('map.more', { count }),
    });
    controller.current = c;
    let live = true;
    api
      .call(ENDPOINTS.getMapConfig, {}, { cancelOnRouteChange: false })
      .then((config) => {
        if (live) setMapType(config.mapType);
        return c.mount(el, { mapType: config.mapType, amapKey: config.amapKey ?? undefined });
      })
      .then(() => {
        if (!live) return;
        setProvider({ provider: c.provider, fellBack: c.fellBack });
        setMapView(c.view);
        (window as unknown as { __roadwatchLiveMap?: LiveMapController }).__roadwatchLiveMap = c;
      })
      .catch(() => live && setFailed(true));
    const resize = new ResizeObserver(() => c.view?.resize());
    resize.observe(el);
    return () => {
      live = false;
      setMapView(null);
      resize.disconnect();
      c.dispose();
      controller.current = null;
    };
  }, [t, mapLoad]);

  const chooseMapType = (value: number) => {
    setMapType(value);
    api
      .call(ENDPOINTS.saveDefaultMapType, { mapType: value })
      .then(() => setMapLoad((n) => n + 1))
      .catch(() => undefined);
  };

  useEffect(() => controller.current?.setFilter(filter), [filter]);
  // A new `?vehicleId=` (the header search again) follows that vehicle.
  const [urlVehicle, setUrlVehicle] = useState(requested);
  if (requested !== urlVehicle) {
    setUrlVehicle(requested);
    if (requested !== null) setFollowed(requested);
  }
  // Follow once the map is there (the controller centres on the vehicle when its position arrives).
  const mounted = provider !== null;
  useEffect(() => {
    if (mounted) controller.current?.follow(followed);
  }, [followed, mounted]);

  const onSelect = useCallback((node: { kind: string; id: number }) => {
    if (node.kind === 'vehicle') setFollowed(node.id);
  }, []);
  const stateOptions = useMemo(
    () => [
      { value: 0, label: t('filters.all') },
      ...STATES.map((s) => ({
        value: s,
        label: (
          <Space size={4}>
            <span className="rw-live-dot" style={{ background: OPERATION_COLORS[s] }} />
            {t(`states.${s}`)}
          </Space>
        ),
      })),
    ],
    [t],
  );

  return (
    <div className="rw-live-page" data-testid={TEST_IDS.liveMap.page}>
      <PageHeading title={route.meta.title} />
      <aside className="rw-live-side">
        <Segmented
          size="small"
          block
          value={filter.connection}
          data-testid={TEST_IDS.liveMap.filter}
          options={CONNECTION_FILTERS.map((c) => ({ value: c, label: t(`filters.${c}`) }))}
          onChange={(value) => setFilter((f) => ({ ...f, connection: value as ConnectionFilter }))}
        />
        <Select
          size="small"
          value={filter.state ?? 0}
          options={stateOptions}
          data-testid={TEST_IDS.liveMap.stateFilter}
          aria-label={t('filters.state')}
          onChange={(value: number) =>
            setFilter((f) => ({ ...f, state: value === 0 ? null : (value as VehicleOperationState) }))
          }
        />
        <div className="rw-live-tree">
          <VehicleTree
            flags={{ isMonitor: 1 }}
            only={stats?.passing ?? null}
            onSelect={onSelect}
            selectedKey={followed === null ? null : `v${followed}`}
          />
        </div>
      </aside>
      <section className="rw-live-main">
        <div ref={element} className="rw-live-map" data-testid={TEST_IDS.liveMap.map} />
        <div
          className="rw-live-state"
          data-testid={TEST_IDS.liveMap.mapState}
          data-provider={provider?.provider ?? ''}
          data-marks={stats?.marks ?? 0}
          data-located={stats?.located ?? 0}
          data-clustered={stats?.clustered ? 1 : 0}
          data-zoom={stats?.zoom.toFixed(2) ?? ''}
        >
          <Space size={6} wrap>
            <Select
              size="small"
              value={mapType ?? undefined}
              aria-label={t('map.provider')}
              data-testid={TEST_IDS.liveMap.mapType}
              style={{ width: 110 }}
              options={MAP_TYPES.map((name, value) => ({ value, label: t(`personalize.map.names.${name}`) }))}
              onChange={chooseMapType}
            />
            <Tag data-testid={TEST_IDS.liveMap.counts}>
              {t('map.located', { located: stats?.located ?? 0, total: stats?.total ?? 0 })}
              {stats?.clustered ? ` · ${t('map.clustered')}` : ''}
            </Tag>
            {STATES.map((s) => (
              <span key={s} className="rw-live-legend">
                <span className="rw-live-dot" style={{ background: OPERATION_COLORS[s] }} />
                {t(`states.${s}`)}
              </span>
            ))}
          </Space>
        </div>
        {provider?.provider === 'offline' && (
          <Alert
            className="rw-live-note"
            type="info"
            showIcon
            data-testid={TEST_IDS.liveMap.offlineNote}
            message={provider.fellBack ? t('map.fellBackNote') : t('map.offlineNote')}
          />
        )}
        {mapView && <LivePlacePanel view={mapView} followedPosition={followedPosition} />}
        {failed && <Alert className="rw-live-note" type="error" message={t('map.loadFailed')} />}
        {status === 'closed' && (
          <Alert className="rw-live-feed" type="warning" message={t('map.feedClosed')} />
        )}
        {followed !== null && (
          <VehicleCard
            vehicleId={followed}
            liveVersion={liveVersion}
            canText={ops.includes('mapMonitor:textMessage')}
            canLocate={ops.includes('mapMonitor:locate')}
            onClose={() => setFollowed(null)}
          />
        )}
      </section>
    </div>
  );
}
