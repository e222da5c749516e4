import { LIMITS, TEST_IDS } from '@roadwatch/core';
import { createLiveMap, type LiveMapView, type LiveMark, type LiveTrail } from '@roadwatch/map';
import { App, Alert, Empty } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import { ENDPOINTS } from '@roadwatch/core';
import { VehicleTree } from '../vehicleTree/VehicleTree';
import { frameScheduler } from './frameScheduler';
import type { LiveFrame } from './liveMapEngine';
import { startLiveMapWorker } from './liveMapWorkerClient';
import { TrailBook } from './trailBook';
import './liveMap.css';
import { PageHeading } from '../shell/PageHeading';
import type { PageProps } from '../routes/pageRegistry';

/** One colour per tracked vehicle (20 distinct). */
const PALETTE = [
  '#1677ff',
  '#cf1322',
  '#389e0d',
  '#d48806',
  '#722ed1',
  '#08979c',
  '#c41d7f',
  '#7cb305',
  '#0958d9',
  '#d4380d',
  '#531dab',
  '#006d75',
  '#ad8b00',
  '#9e1068',
  '#5b8c00',
  '#003eb3',
  '#a8071a',
  '#135200',
  '#874d00',
  '#391085',
];

/**
 * Multi-vehicle tracking: up to 20 vehicles ticked in the tree, each followed live on one shared map with its recent
 * path in its own colour. A 21st is refused with a message.
 */
export function MultiVehicleTrackingPage({ route }: PageProps) {
  const { t } = useTranslation('monitor');
  const { message } = App.useApp();
  const element = useRef<HTMLDivElement>(null);
  const [chosen, setChosen] = useState<number[]>([]);
  const [offline, setOffline] = useState(false);
  const chosenRef = useRef<number[]>([]);
  const engine = useRef<{ track(vehicleIds: number[]): void } | null>(null);

  useEffect(() => {
    const el = element.current;
    if (!el) return;
    const trails = new TrailBook();
    let view: LiveMapView | null = null;
    let fitPending = true;
    let latest: LiveFrame | null = null;
    let worker: ReturnType<typeof startLiveMapWorker> | null = null;
    const draw = () => {
      const frame = latest;
      if (!view || !frame) return;
      latest = null;
      const ids = new Set(chosenRef.current);
      trails.keepOnly(ids);
      const byId = new Map(frame.tracked.map((v) => [v.vehicleId, v]));
      const marks: LiveMark[] = [];
      const paths: LiveTrail[] = [];
      let [w, s, e, n] = [180, 90, -180, -90];
      for (const [i, id] of chosenRef.current.entries()) {
        const v = byId.get(id);
        if (!v || v.lon === null || v.lat === null) continue;
        trails.add(id, v.lon, v.lat);
        const color = PALETTE[i % PALETTE.length] ?? '#1677ff';
        marks.push({
          kind: 'vehicle',
          id,
          lon: v.lon,
          lat: v.lat,
          color,
          dir: v.direction,
          count: 1,
          tooltip: [v.plate],
          label: v.plate,
          selected: true,
        });
        paths.push({ id, color, coords: [...trails.get(id)] });
        [w, s, e, n] = [Math.min(w, v.lon), Math.min(s, v.lat), Math.max(e, v.lon), Math.max(n, v.lat)];
      }
      view.setTrails(paths);
      view.setMarks(marks);
      el.dataset.marks = String(marks.length);
      if (fitPending && marks.length > 0) {
        fitPending = false;
        view.fit([w - 0.05, s - 0.05, e + 0.05, n + 0.05]);
      }
      worker?.send({ type: 'drawn' });
    };
    const frame = frameScheduler(draw);
    engine.current = {
      track(vehicleIds) {
        fitPending = true;
        worker?.send({ type: 'track', vehicleIds });
      },
    };
    let live = true;
    api
      .call(ENDPOINTS.getMapConfig, {}, { cancelOnRouteChange: false })
      .then((config) => createLiveMap(el, { mapType: config.mapType, amapKey: config.amapKey ?? undefined }))
      .then((created) => {
        if (!live) {
          created.view.dispose();
          return;
        }
        view = created.view;
        setOffline(created.provider === 'offline');
        worker = startLiveMapWorker((f) => {
          latest = f;
          frame.request();
        });
        worker.send({ type: 'track', vehicleIds: chosenRef.current });
      })
      .catch(() => undefined);
    return () => {
      live = false;
      frame.dispose();
      worker?.dispose();
      view?.dispose();
      engine.current = null;
    };
  }, []);

  const onCheck = (ids: number[]) => {
    if (ids.length > LIMITS.multiVehicleTrackingMax) {
      void message.warning(t('tracking.tooMany', { max: LIMITS.multiVehicleTrackingMax }));
      return;
    }
    chosenRef.current = ids;
    setChosen(ids);
    engine.current?.track(ids);
  };

  return (
    <div className="rw-live-page" data-testid={TEST_IDS.liveMap.trackingPage}>
      <PageHeading title={route.meta.title} />
      <aside className="rw-live-side">
        <div>{t('tracking.choose', { max: LIMITS.multiVehicleTrackingMax })}</div>
        <div className="rw-live-tree">
          <VehicleTree flags={{ isMonitor: 1 }} checkable checked={chosen} onCheck={onCheck} />
        </div>
      </aside>
      <section className="rw-live-main">
        <div ref={element} className="rw-live-map" data-testid={TEST_IDS.liveMap.map} />
        <div
          className="rw-live-state"
          data-testid={TEST_IDS.liveMap.trackingCount}
          data-count={chosen.length}
        >
          {chosen.length} / {LIMITS.multiVehicleTrackingMax}
        </div>
        {offline && (
          <Alert
            className="rw-live-note"
            type="info"
            showIcon
            data-testid={TEST_IDS.liveMap.offlineNote}
            message={t('map.offlineNote')}
          />
        )}
        {chosen.length === 0 && <Empty className="rw-live-empty" description={t('tracking.empty')} />}
      </section>
    </div>
  );
}
