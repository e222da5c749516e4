import { randomBytes } from 'node:crypto';
import type { Edition, Registration } from '@roadwatch/jt808';
import type { Transaction } from 'kysely';
import type { Database } from '../db/connect';
import type { DB } from '../db/schema.gen';
import { ownerRow, type TerminalBinding, type TerminalOwner } from './terminalDirectory';

/** What a 0x0100 registration says about the terminal, fields trimmed of their padding. */
export interface RegisteredTerminal {
  terminalId: string;
  maker: string;
  model: string;
  edition: Edition;
}

export function registeredTerminal(body: Registration, edition: Edition): RegisteredTerminal {
  return {
    terminalId: body.terminalId.trim(),
    maker: body.manufacturerId.trim(),
    model: body.terminalModel.trim(),
    edition,
  };
}

/**
 * Whether a registration comes from the terminal bound to the number: its terminal id (always required: a
 * registration that names no terminal cannot be bound) and maker must equal the bound ones where they are bound.
 * An unbound value accepts any terminal; that terminal is bound once it has authenticated.
 */
export function registrationMatches(binding: TerminalBinding, registered: RegisteredTerminal): boolean {
  if (registered.terminalId === '') return false;
  if (binding.terminalId !== '' && registered.terminalId !== binding.terminalId) return false;
  if (binding.maker !== '' && registered.maker !== binding.maker) return false;
  return true;
}

/**
 * Whether an authentication carries the bound IMEI. Only 2019 authentications carry one; where an IMEI is bound a
 * 2013 authentication (none) is refused too, or speaking 2013 would skip the check.
 */
export function imeiMatches(binding: TerminalBinding, imei: string | null): boolean {
  return binding.imei === '' || (imei ?? '').trim() === binding.imei;
}

/** A fresh authentication code, handed out at each accepted registration. */
export function newAuthCode(): string {
  return randomBytes(8).toString('hex').toUpperCase();
}

/**
 * The device row of a vehicle's terminal (`terminals`, the console's record) says what the vehicle row says: the
 * model and edition it registered with, and the identity bound at its first registration (never rebound).
 */
async function mirrorIntoTerminal(
  trx: Transaction<DB>,
  vehicleId: number,
  registered: RegisteredTerminal,
  imei: string,
): Promise<void> {
  await trx
    .updateTable('terminals')
    .set({
      protocol_version: registered.edition,
      ...(registered.model ? { model: registered.model } : {}),
    })
    .where('vehicle_id', '=', vehicleId)
    .execute();
  for (const [column, value] of [
    ['terminal_id', registered.terminalId],
    ['maker', registered.maker],
    ['imei', imei],
  ] as const) {
    if (value === '') continue;
    await trx
      .updateTable('terminals')
      .set({ [column]: value })
      .where('vehicle_id', '=', vehicleId)
      .where(column, '=', '')
      .execute();
  }
}

/**
 * A registered terminal has authenticated with the code its registration was given: that code becomes the stored
 * one (older ones stop working), its model and edition are recorded (temperature items are decoded by model), and
 * an unbound terminal id, maker or IMEI is bound to it. A bound value is never overwritten (`where … = ''`).
 */
export async function storeAuthenticatedRegistration(
  db: Database,
  owner: TerminalOwner,
  details: { authCode: string; registered: RegisteredTerminal; imei: string | null },
): Promise<void> {
  const { table, id } = ownerRow(owner);
  const { authCode, registered } = details;
  const imei = registered.edition === 2019 ? (details.imei ?? '').trim() : '';
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable(table)
      .set({
        auth_code: authCode,
        protocol_version: registered.edition,
        ...(registered.model ? { terminal_model: registered.model } : {}),
      })
      .where('id', '=', id)
      .execute();
    const bind = async (column: 'terminal_id' | 'terminal_maker' | 'terminal_imei', value: string) => {
      if (value === '') return;
      await trx
        .updateTable(table)
        .set({ [column]: value })
        .where('id', '=', id)
        .where(column, '=', '')
        .execute();
    };
    await bind('terminal_id', registered.terminalId);
    await bind('terminal_maker', registered.maker);
    await bind('terminal_imei', imei);
    if (owner.owner === 'vehicle') await mirrorIntoTerminal(trx, owner.vehicleId, registered, imei);
  });
}
