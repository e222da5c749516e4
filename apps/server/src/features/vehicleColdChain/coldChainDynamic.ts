import { Readable } from 'node:stream';
import {
  SWITCH_KIND,
  formatChinaTime,
  type ColdChainDynamicAnswer,
  type ColdChainDynamicRequest,
  type ENDPOINTS,
} from '@roadwatch/core';
import type { TFunction } from 'i18next';
import type { Database } from '../../db/connect';
import { businessFailure } from '../../http/apiFailure';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { xlsxStream, type SheetValue } from '../../resources/sheet/xlsxStream';
import type { AuthContext } from '../../scope/authContext';
import { attachXlsx } from '../alarmStatistics/attachXlsx';
import { allPoints } from '../trajectory/trackRange';
import { vehicleInScope } from '../vehicle/vehicleInScope';
import { cardSwipesOf } from './cardSwipes';
import { gspSamples } from './gspSamples';
import { spansOf, switchChanges } from './switchSpans';
import { readingsByPoint, vehicleProbes } from './vehicleProbes';

/** A vehicle's probes along a range: their readings, door-open and cooler-off periods, and the GSP samples. */
export async function coldChainDynamicOf(
  db: Database,
  auth: AuthContext,
  input: Required<Pick<ColdChainDynamicRequest, 'vehicleId' | 'startTime' | 'endTime'>>,
): Promise<ColdChainDynamicAnswer> {
  const vehicle = await vehicleInScope(db, auth, input.vehicleId);
  const { startTime, endTime } = input;
  const probes = (await vehicleProbes(db, auth.companyId, [vehicle.id])).get(vehicle.id) ?? [];
  const readings = await readingsByPoint(
    db,
    probes.map((p) => p.pointId),
    startTime,
    endTime,
  );
  const series = probes.map((p) => readings.get(p.pointId) ?? []);
  const door = await switchChanges(db, vehicle.id, SWITCH_KIND.door, startTime, endTime);
  const cooler = await switchChanges(db, vehicle.id, SWITCH_KIND.cooler, startTime, endTime);
  const track = [];
  for await (const p of allPoints(db, { vehicleId: vehicle.id, startTime, endTime }))
    track.push({ time: p.gpsTime, lon: p.lon, lat: p.lat, speedKmh: p.speed });
  const span = ({ start, end }: { start: number; end: number }) => ({ start, end });
  return {
    vehicleId: vehicle.id,
    plate: vehicle.plate,
    startTime,
    endTime,
    probes,
    series,
    doorOpen: spansOf(door, 1, startTime, endTime).map(span),
    coolerOff: spansOf(cooler, 0, startTime, endTime).map(span),
    samples: gspSamples({ startTime, endTime, bounds: probes, series, track, door, cooler }),
    cardSwipes: await cardSwipesOf(db, auth.companyId, vehicle.id, startTime, endTime),
  };
}

export const coldChainDynamic: EndpointHandler<typeof ENDPOINTS.coldChainDynamic> = (ctx) =>
  coldChainDynamicOf(ctx.db, requireUser(ctx), ctx.input);

function switchText(t: TFunction, state: 0 | 1 | null, on: string, off: string): string {
  return state === null ? '' : t(state === 1 ? on : off);
}

/** The GSP samples as an .xlsx: time, position, speed, each probe, door, cooler. */
export const exportColdChainDynamic: EndpointHandler<typeof ENDPOINTS.exportColdChainDynamic> = async (
  ctx,
) => {
  const answer = await coldChainDynamicOf(ctx.db, requireUser(ctx), ctx.input);
  if (answer.samples.length === 0) throw businessFailure('errors.noDataToExport');
  const { t } = ctx;
  const header = [
    t('vehicleColdChain.dynamic.time'),
    t('vehicleColdChain.dynamic.lon'),
    t('vehicleColdChain.dynamic.lat'),
    t('vehicleColdChain.dynamic.speed'),
    ...answer.probes.map((p) => `${p.name} (°C)`),
    t('vehicleColdChain.dynamic.door'),
    t('vehicleColdChain.dynamic.cooler'),
  ].map((h) => ({ header: h }));
  async function* cells(): AsyncGenerator<SheetValue[]> {
    await Promise.resolve();
    for (const s of answer.samples)
      yield [
        formatChinaTime(s.time),
        s.lon,
        s.lat,
        s.speedKmh,
        ...s.values,
        switchText(t, s.door, 'vehicleColdChain.doorOpen', 'vehicleColdChain.doorShut'),
        switchText(t, s.cooler, 'vehicleColdChain.coolerOn', 'vehicleColdChain.coolerOff'),
      ];
  }
  attachXlsx(ctx.reply, `cold-chain-dynamics-${answer.vehicleId}`, ctx.deps.now());
  return Readable.from(xlsxStream(header, cells()));
};
