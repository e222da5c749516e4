import {
  ENDPOINTS,
  LIMITS,
  SPEED_LIMIT_SIGN,
  TEST_IDS,
  type AlarmDetailVO,
  type TrackPoint,
  type TrackResponse,
} from '@roadwatch/core';
import { isApiError } from '@roadwatch/core/http';
import { createTrackMap, type TrackMapView, type TrackStyle } from '@roadwatch/map';
import { App, Empty, Spin, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { logError } from '../../app/errorLogger';
import { loadCommonSetting } from '../../session/commonSetting';
import { trackStyleOf } from './trackStyleOf';

/** The track shown around the alarm: this long before its start and after its end (as the record tab). */
const TRACK_MARGIN_MS = 30 * 60_000;

interface LoadedTrack {
  points: TrackPoint[];
  startPlaceName: string;
  endPlaceName: string;
  style: TrackStyle;
  mapType: number;
  amapKey: string | null;
}

async function loadTrack(alarm: AlarmDetailVO): Promise<LoadedTrack> {
  const now = Date.now();
  const startTime = alarm.bTime - TRACK_MARGIN_MS;
  const endTime = Math.min(now, (alarm.eTime ?? now) + TRACK_MARGIN_MS);
  const [settings, mapConfig] = await Promise.all([
    loadCommonSetting(api)
      .then((s) => s.trackSettings)
      .catch(() => null),
    api.call(ENDPOINTS.getMapConfig, {}),
  ]);
  const points: TrackPoint[] = [];
  let first: TrackResponse | null = null;
  // Pages of 8000 until everything is loaded (seed 000 §7).
  for (let curPage = 1; ; curPage += 1) {
    const page = await api.call(ENDPOINTS.fetchVehicleTrackInfo, {
      vehicleId: alarm.vehicleId,
      startTime,
      endTime,
      pageParamVO: { curPage, pageSize: LIMITS.trackPageSize },
    });
    first ??= page;
    points.push(...page.data);
    if (page.data.length === 0 || points.length >= page.totalRecords) break;
  }
  return {
    points,
    startPlaceName: first?.startPlaceName ?? '',
    endPlaceName: first?.endPlaceName ?? '',
    style: trackStyleOf(settings),
    mapType: mapConfig.mapType,
    amapKey: mapConfig.amapKey,
  };
}

/**
 * The trajectory tab: the track in speed colours with start and end, the legend and a description box. Mounted
 * per alarm (keyed by the dialog).
 */
export function TrackTab({ alarm }: { alarm: AlarmDetailVO }) {
  const { t } = useTranslation('handling');
  const { message } = App.useApp();
  const [track, setTrack] = useState<LoadedTrack | null>(null);
  const [failed, setFailed] = useState(false);
  const mapElement = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let live = true;
    loadTrack(alarm)
      .then((loaded) => {
        if (!live) return;
        setTrack(loaded);
        if (loaded.points.length === 0) void message.info(t('track.noData'));
      })
      .catch((error: unknown) => {
        if (!live) return;
        setFailed(true);
        if (!isApiError(error)) logError('pageLoad', 'track load failed', error);
      });
    return () => {
      live = false;
    };
  }, [alarm, message, t]);

  useEffect(() => {
    const element = mapElement.current;
    if (!track || track.points.length === 0 || !element) return;
    let view: TrackMapView | null = null;
    let disposed = false;
    const observer = new ResizeObserver(() => view?.resize());
    createTrackMap(element, { mapType: track.mapType, amapKey: track.amapKey ?? undefined })
      .then((created) => {
        if (disposed) {
          created.view.dispose();
          return;
        }
        view = created.view;
        if (created.fellBack) void message.warning(t('track.mapFailed'));
        view.setTrack(track.points, track.style, { start: t('track.start'), end: t('track.end') });
        observer.observe(element);
      })
      .catch((error: unknown) => logError('pageLoad', 'map failed', error));
    return () => {
      disposed = true;
      observer.disconnect();
      view?.dispose();
    };
  }, [track, message, t]);

  if (failed) return <Empty description={t('track.noData')} />;
  if (!track) return <Spin className="track-tab__loading" tip={t('track.loading')} />;
  if (track.points.length === 0) return <Empty description={t('track.noData')} />;

  const bands = track.style.speedBands;
  const legend = track.style.bandColors.map((color, i) => ({
    color,
    label:
      i === 0
        ? t('track.band0', { max: bands[0] })
        : i >= bands.length
          ? t('track.band3', { min: bands[bands.length - 1] })
          : t('track.band', { min: bands[i - 1], max: bands[i] }),
  }));
  const sign = SPEED_LIMIT_SIGN[alarm.secondAlarmType] ?? '';
  return (
    <div className="track-tab">
      <div ref={mapElement} className="track-tab__map" data-testid={TEST_IDS.handling.trackMap} />
      <div className="track-tab__legend" data-testid={TEST_IDS.handling.trackLegend}>
        {legend.map((b) => (
          <span key={b.color + b.label} className="track-tab__band">
            <i style={{ background: b.color }} />
            {b.label}
          </span>
        ))}
      </div>
      <div className="track-tab__description">
        <div>
          <Tag color="green">{t('track.start')}</Tag>
          {track.startPlaceName}
        </div>
        <div>
          <Tag color="red">{t('track.end')}</Tag>
          {track.endPlaceName}
        </div>
        <div>
          {t('track.points', { count: track.points.length })}
          {alarm.speedLimit > 0 && ` · ${t('track.speedLimitLine', { sign, limit: alarm.speedLimit })}`}
        </div>
      </div>
    </div>
  );
}
