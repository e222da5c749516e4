import { MANUFACTURER_ID, imeiOf, terminalIdOf } from '@roadwatch/simulator/world';
import type { Database } from '../../src/db/connect';
import { silentLogger } from '../../src/gateway/gatewayLogger';
import { startGateway, type Gateway, type GatewayOptions } from '../../src/gateway/startGateway';
import { RecordingSink } from './recordingSink';

/**
 * Terminals of the small gateway seed: phone as stored, edition, auth code ('' = not registered yet), and whether
 * the number is bound to the terminal TestTerminal presents by default (terminal id from the phone, maker RWSIM,
 * and for 2019 the IMEI from the phone). t2019 is a legacy row with nothing bound.
 */
export const TERMINALS = {
  t2013: { vehicleId: 1, phone: '014512345678', edition: 2013, authCode: 'A1B2C3D4', bound: true },
  t2019: { vehicleId: 2, phone: '014887654321', edition: 2019, authCode: '', bound: false },
  spare: { vehicleId: 3, phone: '017200000003', edition: 2013, authCode: 'SPARE003', bound: true },
  other: { vehicleId: 4, phone: '017200000004', edition: 2019, authCode: 'OTHER004', bound: true },
} as const;

/** One company, one department and a few vehicles with real terminal rows. */
export async function seedTerminals(db: Database): Promise<void> {
  const now = Date.now();
  await db.insertInto('companies').values({ id: 1, name: '测试物流', created_at: now }).execute();
  await db
    .insertInto('departments')
    .values({ id: 1, company_id: 1, parent_id: null, level: 1, name: '总部', path: '/1/' })
    .execute();
  await db
    .insertInto('vehicles')
    .values(
      Object.values(TERMINALS).map((t) => ({
        id: t.vehicleId,
        company_id: 1,
        department_id: 1,
        plate: `沪A0000${t.vehicleId}`,
        terminal_phone: t.phone,
        terminal_model: 'GT-1013',
        protocol_version: t.edition,
        auth_code: t.authCode,
        // Multi-row inserts name every column in every row: unbound rows say '' themselves.
        terminal_id: t.bound ? terminalIdOf(t.phone) : '',
        terminal_maker: t.bound ? MANUFACTURER_ID : '',
        terminal_imei: t.bound && t.edition === 2019 ? imeiOf(t.phone) : '',
        created_at: now,
      })),
    )
    .execute();
}

export interface GatewayFixture {
  gateway: Gateway;
  sink: RecordingSink;
  close(): Promise<void>;
}

export async function startTestGateway(
  db: Database,
  options: Partial<Omit<GatewayOptions, 'db' | 'sink'>> = {},
): Promise<GatewayFixture> {
  const sink = new RecordingSink();
  const gateway = await startGateway({
    db,
    sink,
    port: 0,
    host: '127.0.0.1',
    logger: silentLogger,
    ...options,
  });
  return { gateway, sink, close: () => gateway.close() };
}
