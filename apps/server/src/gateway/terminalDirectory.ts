import { canonicalPhone } from '@roadwatch/jt808';
import type { Database } from '../db/connect';
import type { TerminalIdentity } from '../pipeline/terminalSink';

/**
 * The physical terminal a SIM number is bound to ('' = not bound yet): the terminal id and manufacturer id of its
 * 0x0100 registration and the IMEI of its 2019 0x0102 authentication.
 */
export interface TerminalBinding {
  terminalId: string;
  maker: string;
  imei: string;
}

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
  binding: TerminalBinding;
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
  binding: TerminalBinding;
}

export type TerminalOwner = TerminalVehicle | TerminalSite;

/** The table and row that hold an owner's terminal columns (auth_code, terminal_model, protocol_version, binding). */
export function ownerRow(owner: TerminalOwner): { table: 'vehicles' | 'sites'; id: number } {
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
      'terminal_id',
      'terminal_maker',
      'terminal_imei',
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
    terminalPhone: row.terminal_phone ?? phone,
    terminalModel: row.terminal_model,
    protocolVersion: row.protocol_version,
    authCode: row.auth_code,
    binding: { terminalId: row.terminal_id, maker: row.terminal_maker, imei: row.terminal_imei },
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
      'terminal_id',
      'terminal_maker',
      'terminal_imei',
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
    binding: { terminalId: row.terminal_id, maker: row.terminal_maker, imei: row.terminal_imei },
  };
}

/**
 * Who a terminal phone belongs to. Vehicles are looked up first and are by far the most terminals, so a vehicle's
 * registration costs the one query it always did; only a phone no vehicle has is looked for among the sites.
 */
export async function findTerminalOwner(db: Database, phone: string): Promise<TerminalOwner | undefined> {
  return (await findVehicleByPhone(db, phone)) ?? (await findSiteByPhone(db, phone));
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
