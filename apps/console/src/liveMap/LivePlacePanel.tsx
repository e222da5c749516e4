import {
  NAVIGATION_STRATEGIES,
  TEST_IDS,
  type NavigationRoute,
  type NavigationStrategy,
  type PlaceHit,
} from '@roadwatch/core';
import type { LiveMapView } from '@roadwatch/map';
import { Button, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlaceSearch, planRoute, type LonLat } from '../places';

/** Map zoom a chosen place is shown at, by its level. */
const PLACE_ZOOM = { province: 6, city: 9, county: 11 } as const;
/** The planned route's line on the map (drawn as a trail; vehicle trails use vehicle ids, never negative). */
const ROUTE_TRAIL_ID = -1;
const ROUTE_COLOR = '#1677ff';

/**
 * Place search on the live map, and a driving route from the followed vehicle to the chosen place with a
 * navigation strategy. Routes come from AMap only; without it the server's "no navigation data" is shown.
 */
export function LivePlacePanel({
  view,
  followedPosition,
}: {
  view: LiveMapView | null;
  /** Where the followed vehicle is now, null when none is followed or it has no fix. */
  followedPosition: LonLat | null;
}) {
  const { t } = useTranslation('places');
  const [place, setPlace] = useState<PlaceHit | null>(null);
  const [strategy, setStrategy] = useState<NavigationStrategy>('fastest');
  const [route, setRoute] = useState<NavigationRoute | null>(null);
  const [busy, setBusy] = useState(false);

  const pick = (hit: PlaceHit) => {
    setPlace(hit);
    setRoute(null);
    view?.setTrails([]);
    view?.focus(hit.lon, hit.lat, PLACE_ZOOM[hit.level]);
  };
  const plan = async () => {
    if (!place || !followedPosition) return;
    setBusy(true);
    const planned = await planRoute(followedPosition, { lon: place.lon, lat: place.lat }, strategy);
    setBusy(false);
    setRoute(planned);
    view?.setTrails(planned ? [{ id: ROUTE_TRAIL_ID, color: ROUTE_COLOR, coords: planned.path }] : []);
  };
  const clear = () => {
    setPlace(null);
    setRoute(null);
    view?.setTrails([]);
  };

  return (
    <div className="rw-live-places" data-testid={TEST_IDS.liveMap.places}>
      <PlaceSearch onPick={pick} />
      {place && (
        <div className="rw-live-route">
          <Typography.Text strong>{place.fullName}</Typography.Text>
          <Space size={6} wrap>
            <Select
              size="small"
              value={strategy}
              aria-label={t('places.strategy')}
              style={{ width: 120 }}
              options={NAVIGATION_STRATEGIES.map((s) => ({ value: s, label: t(`places.strategies.${s}`) }))}
              onChange={setStrategy}
            />
            <Button
              size="small"
              type="primary"
              loading={busy}
              disabled={!followedPosition}
              title={followedPosition ? undefined : t('places.followFirst')}
              onClick={() => void plan()}
              data-testid={TEST_IDS.liveMap.planRoute}
            >
              {t('places.planRoute')}
            </Button>
            <Button size="small" onClick={clear}>
              {t('places.clear')}
            </Button>
          </Space>
          {!followedPosition && <Typography.Text type="secondary">{t('places.followFirst')}</Typography.Text>}
          {route && (
            <Typography.Text data-testid={TEST_IDS.liveMap.routeSummary}>
              {t('places.routeSummary', {
                km: (route.distanceM / 1000).toFixed(1),
                minutes: Math.round(route.durationS / 60),
              })}
            </Typography.Text>
          )}
        </div>
      )}
    </div>
  );
}
