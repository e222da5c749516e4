import { randomBytes } from 'node:crypto';
import { canonicalPhone } from '@roadwatch/jt808';
import type { Database } from '../db/connect';

/** What the gateway needs to know about the vehicle a terminal belongs to. */
export interface TerminalVehicle {
  vehicleId: number;
  companyId: number;
  departmentId: number;
  plate: string;
  terminalPhone: string;
  terminalModel: string;
  protocolVersion: number;
  authCode: string;
}

/**
 * The forms one SIM number can be stored in: as the terminal sent it (12 digits in 2013 headers, 20 in 2019),
 * without leading zeros, and zero-padded to either width. Looking all of them up in one `in (…)` keeps the
 * unique index on terminal_phone in use, where comparing `ltrim(terminal_phone, '0')` would scan the table.
 */
export function phoneCandidates(phone: string): string[] {
  const canonical = canonicalPhone(phone);
  return [...new Set([phone, canonical, canonical.padStart(12, '0'), canonical.padStart(20, '0')])];
}

export async function findVehicleByPhone(db: Database, phone: string): Promise<TerminalVehicle | undefined> {
  const row = await db
    .selectFrom('vehicles')
    .select([
      'id',
      'company_id',
      'department_id',
      'plate',
      'terminal_phone',
      'terminal_model',
      'protocol_version',
      'auth_code',
    ])
    .where('terminal_phone', 'in', phoneCandidates(phone))
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    vehicleId: row.id,
    companyId: row.company_id,
    departmentId: row.department_id,
    plate: row.plate,
    terminalPhone: row.terminal_phone,
    terminalModel: row.terminal_model,
    protocolVersion: row.protocol_version,
    authCode: row.auth_code,
  };
}

/**
 * Gives a vehicle that has none an auth code. The update only applies while the code is still empty, so two
 * registrations racing each other end up with the same code; the code read back is the one that won.
 */
export async function ensureAuthCode(db: Database, vehicleId: number): Promise<string> {
  const candidate = randomBytes(8).toString('hex').toUpperCase();
  await db
    .updateTable('vehicles')
    .set({ auth_code: candidate })
    .where('id', '=', vehicleId)
    .where('auth_code', '=', '')
    .execute();
  const row = await db
    .selectFrom('vehicles')
    .select('auth_code')
    .where('id', '=', vehicleId)
    .executeTakeFirstOrThrow();
  return row.auth_code;
}

/** The terminal reports its own model and edition when it registers; temperature decoding depends on the model. */
export async function recordTerminalDetails(
  db: Database,
  vehicleId: number,
  details: { terminalModel: string; protocolVersion: number },
): Promise<void> {
  await db
    .updateTable('vehicles')
    .set({ terminal_model: details.terminalModel, protocol_version: details.protocolVersion })
    .where('id', '=', vehicleId)
    .execute();
}
