import { randomBytes } from 'node:crypto';
import { canonicalPhone } from '@roadwatch/jt808';
import type { Database } from '../db/connect';
import type { TerminalIdentity } from '../pipeline/terminalSink';

/** What the gateway needs to know about the vehicle a terminal belongs to. */
export interface TerminalVehicle {
  owner: 'vehicle';
  vehicleId: number;
  companyId: number;
  departmentId: number;
  plate: string;
  terminalPhone: string;
  terminalModel: string;
  protocolVersion: number;
  authCode: string;
}

/** …or the warehouse or store whose fixed temperature logger it is. */
export interface TerminalSite {
  owner: 'site';
  siteId: number;
  companyId: number;
  departmentId: number;
  siteName: string;
  terminalPhone: string;
  terminalModel: string;
  protocolVersion: number;
  authCode: string;
}

export type TerminalOwner = TerminalVehicle | TerminalSite;

/** The table and row that hold an owner's terminal columns (auth_code, terminal_model, protocol_version). */
function ownerRow(owner: TerminalOwner): { table: 'vehicles' | 'sites'; id: number } {
  return owner.owner === 'vehicle'
    ? { table: 'vehicles', id: owner.vehicleId }
    : { table: 'sites', id: owner.siteId };
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
    owner: 'vehicle',
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

export async function findSiteByPhone(db: Database, phone: string): Promise<TerminalSite | undefined> {
  const row = await db
    .selectFrom('sites')
    .select([
      'id',
      'company_id',
      'department_id',
      'name',
      'terminal_phone',
      'terminal_model',
      'protocol_version',
      'auth_code',
    ])
    .where('terminal_phone', 'in', phoneCandidates(phone))
    .executeTakeFirst();
  if (!row || row.terminal_phone === null) return undefined;
  return {
    owner: 'site',
    siteId: row.id,
    companyId: row.company_id,
    departmentId: row.department_id,
    siteName: row.name,
    terminalPhone: row.terminal_phone,
    terminalModel: row.terminal_model,
    protocolVersion: row.protocol_version,
    authCode: row.auth_code,
  };
}

/**
 * Who a terminal phone belongs to. Vehicles are looked up first and are by far the most terminals, so a vehicle's
 * registration costs the one query it always did; only a phone no vehicle has is looked for among the sites.
 */
export async function findTerminalOwner(db: Database, phone: string): Promise<TerminalOwner | undefined> {
  return (await findVehicleByPhone(db, phone)) ?? (await findSiteByPhone(db, phone));
}

/**
 * Gives a vehicle (or site) that has none an auth code. The update only applies while the code is still empty, so
 * two registrations racing each other end up with the same code; the code read back is the one that won.
 */
export async function ensureAuthCode(db: Database, owner: TerminalOwner): Promise<string> {
  const { table, id } = ownerRow(owner);
  const candidate = randomBytes(8).toString('hex').toUpperCase();
  await db
    .updateTable(table)
    .set({ auth_code: candidate })
    .where('id', '=', id)
    .where('auth_code', '=', '')
    .execute();
  const row = await db.selectFrom(table).select('auth_code').where('id', '=', id).executeTakeFirstOrThrow();
  return row.auth_code;
}

/** The terminal reports its own model and edition when it registers; temperature decoding depends on the model. */
export async function recordTerminalDetails(
  db: Database,
  owner: TerminalOwner,
  details: { terminalModel: string; protocolVersion: number },
): Promise<void> {
  const { table, id } = ownerRow(owner);
  await db
    .updateTable(table)
    .set({ terminal_model: details.terminalModel, protocol_version: details.protocolVersion })
    .where('id', '=', id)
    .execute();
}

/** The identity the pipeline is handed for an authenticated session of this owner's terminal. */
export function identityOf(
  owner: TerminalOwner,
  session: { phone: string; terminalModel: string; protocolVersion: 2013 | 2019 },
): TerminalIdentity {
  const common = { companyId: owner.companyId, departmentId: owner.departmentId, ...session };
  return owner.owner === 'vehicle'
    ? { vehicleId: owner.vehicleId, plate: owner.plate, ...common }
    : { siteId: owner.siteId, siteName: owner.siteName, ...common };
}
