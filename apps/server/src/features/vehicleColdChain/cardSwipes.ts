import { icCardRegistration, normaliseCertificateNo, type ColdChainCardSwipe } from '@roadwatch/core';
import type { Database } from '../../db/connect';

const INSERTED = 1;
/** The 0x0702 read result of a card read successfully. */
const READ_OK = 0;

/**
 * The driver card events of a vehicle in [startTime, endTime), preceded by the card still in at startTime (the
 * last event before it, when that was an insert), each insert judged against the company's standard IC-card set
 * at the moment it was swiped.
 */
export async function cardSwipesOf(
  db: Database,
  companyId: number,
  vehicleId: number,
  startTime: number,
  endTime: number,
): Promise<ColdChainCardSwipe[]> {
  const columns = ['time', 'state', 'read_result', 'driver_name', 'certificate_code'] as const;
  const before = await db
    .selectFrom('driver_card_events')
    .select(columns)
    .where('vehicle_id', '=', vehicleId)
    .where('time', '<', startTime)
    .orderBy('time', 'desc')
    .limit(1)
    .executeTakeFirst();
  const inRange = await db
    .selectFrom('driver_card_events')
    .select(columns)
    .where('vehicle_id', '=', vehicleId)
    .where('time', '>=', startTime)
    .where('time', '<', endTime)
    .orderBy('time')
    .execute();
  const events = before && Number(before.state) === INSERTED ? [before, ...inRange] : inRange;
  const codes = [
    ...new Set(events.map((e) => normaliseCertificateNo(e.certificate_code)).filter((code) => code !== '')),
  ];
  const cards = new Map<string, { validUntil: number }>();
  if (codes.length > 0) {
    const rows = await db
      .selectFrom('standard_ic_cards')
      .select(['certificate_no', 'valid_until'])
      .where('company_id', '=', companyId)
      .where('certificate_no', 'in', codes)
      .execute();
    for (const r of rows) cards.set(r.certificate_no, { validUntil: Number(r.valid_until) });
  }
  return events.map((e) => {
    const time = Number(e.time);
    const code = normaliseCertificateNo(e.certificate_code);
    const read = Number(e.state) === INSERTED && e.read_result !== null && Number(e.read_result) === READ_OK;
    return {
      time,
      state: Number(e.state) === INSERTED ? 1 : 2,
      driverName: e.driver_name,
      certificateCode: code,
      registration: read && code !== '' ? icCardRegistration(cards.get(code), time) : null,
    };
  });
}
