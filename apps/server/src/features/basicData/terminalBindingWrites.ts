import type { SaveOf, terminalResource } from '@roadwatch/core';
import { businessFailure } from '../../http/apiFailure';
import { phoneCandidates } from '../../gateway/terminalDirectory';
import type { AnyTrx, WriteContext } from '../../resources/resourceSpec';
import { inScope } from '../../scope/inScope';

type TerminalSave = SaveOf<typeof terminalResource>;

/** What the gateway reads from a vehicle row: the bound terminal's identity, written here only. */
const NO_TERMINAL = {
  terminal_phone: null,
  terminal_id: '',
  terminal_maker: '',
  terminal_model: '',
  terminal_imei: '',
  auth_code: '',
} as const;

/**
 * Closing the vehicle's JT/T 808 session once the change is committed: its terminal's next registration then meets
 * the binding as it now is (refused when the number is no longer bound to it). A gateway that cannot be reached
 * has no session of ours to close; the change itself stands.
 */
export function closeSessionAfterCommit(ctx: WriteContext, vehicleId: number): void {
  ctx.onCommit(async () => {
    await ctx.deps.gateway?.disconnect(vehicleId).catch(() => false);
  });
}

/**
 * The number is free platform-wide: the gateway finds a terminal by its number alone, whichever company owns it,
 * in any of its stored forms (a 2013 header pads to 12 digits, a 2019 one to 20), among devices, vehicles and the
 * sites' temperature loggers. The vehicles this terminal is (or is being) bound to hold its own number.
 */
export async function checkPhoneFree(
  trx: AnyTrx,
  save: TerminalSave,
  terminalId: number | null,
): Promise<void> {
  if (save.phone === '') return;
  const forms = phoneCandidates(save.phone);
  const taken = () => businessFailure('errors.terminalPhoneTaken', { phone: save.phone });
  let devices = trx.selectFrom('terminals').select('id').where('phone', 'in', forms);
  if (terminalId !== null) devices = devices.where('id', '<>', terminalId);
  if (await devices.executeTakeFirst()) throw taken();
  const own = [save.vehicleId ?? 0];
  if (terminalId !== null) {
    const bound = await trx
      .selectFrom('terminals')
      .select('vehicle_id')
      .where('id', '=', terminalId)
      .executeTakeFirst();
    if (bound?.vehicle_id) own.push(Number(bound.vehicle_id));
  }
  const vehicle = await trx
    .selectFrom('vehicles')
    .select('id')
    .where('terminal_phone', 'in', forms)
    .where('id', 'not in', own)
    .executeTakeFirst();
  if (vehicle) throw taken();
  const site = await trx
    .selectFrom('sites')
    .select('id')
    .where('terminal_phone', 'in', forms)
    .executeTakeFirst();
  if (site) throw taken();
}

/** The vehicle is the caller's (company and department scope) and has no other terminal. */
export async function checkVehicleFree(
  trx: AnyTrx,
  save: TerminalSave,
  ctx: WriteContext & { id: number | null },
): Promise<void> {
  if (save.vehicleId === null) return;
  const vehicle = await trx
    .selectFrom('vehicles as v')
    .select(['v.id', 'v.plate'])
    .where('v.id', '=', save.vehicleId)
    .where(inScope(ctx.auth, 'vehicles', 'v'))
    .executeTakeFirst();
  if (!vehicle) throw businessFailure('errors.vehicleNotFound');
  let other = trx.selectFrom('terminals').select('id').where('vehicle_id', '=', save.vehicleId);
  if (ctx.id !== null) other = other.where('id', '<>', ctx.id);
  if (await other.executeTakeFirst())
    throw businessFailure('errors.vehicleHasTerminal', { plate: String(vehicle.plate) });
}

/**
 * After the device row is written (same transaction): the open binding is closed when the vehicle changes and a
 * new one opened; the vehicle rows mirror the bound terminal's identity (the gateway's lookup), the previous
 * vehicle's cleared. A session is closed after commit wherever the gateway's view of it changed: the terminal left
 * its vehicle, or its number or bound identity changed (its stored code is then void too).
 */
export async function writeBinding(
  trx: AnyTrx,
  terminalId: number,
  save: TerminalSave,
  ctx: WriteContext,
): Promise<void> {
  const open = await trx
    .selectFrom('terminal_bindings')
    .select(['id', 'vehicle_id'])
    .where('terminal_id', '=', terminalId)
    .where('unbound_at', 'is', null)
    .executeTakeFirst();
  const previous = open ? Number(open.vehicle_id) : null;
  if (open && previous !== save.vehicleId) {
    await trx
      .updateTable('terminal_bindings')
      .set({ unbound_at: ctx.now })
      .where('id', '=', open.id)
      .execute();
    await trx.updateTable('vehicles').set(NO_TERMINAL).where('id', '=', previous).execute();
    closeSessionAfterCommit(ctx, previous!);
  }
  if (save.vehicleId === null) return;
  if (previous !== save.vehicleId)
    await trx
      .insertInto('terminal_bindings')
      .values({
        terminal_id: terminalId,
        vehicle_id: save.vehicleId,
        bound_at: ctx.now,
        user_id: ctx.auth.userId,
      })
      .execute();
  const before = await trx
    .selectFrom('vehicles')
    .select(['terminal_phone', 'terminal_id', 'terminal_maker', 'terminal_imei'])
    .where('id', '=', save.vehicleId)
    .executeTakeFirstOrThrow();
  const identityChanged =
    before.terminal_phone !== save.phone ||
    before.terminal_id !== save.terminalId ||
    before.terminal_maker !== save.maker ||
    before.terminal_imei !== save.imei;
  await trx
    .updateTable('vehicles')
    .set({
      terminal_phone: save.phone,
      terminal_id: save.terminalId,
      terminal_maker: save.maker,
      terminal_model: save.model,
      terminal_imei: save.imei,
      protocol_version: save.protocolVersion,
      ...(identityChanged ? { auth_code: '' } : {}),
    })
    .where('id', '=', save.vehicleId)
    .execute();
  if (identityChanged && before.terminal_phone !== null) closeSessionAfterCommit(ctx, save.vehicleId);
}

/** Deleting devices: their vehicles lose the terminal (and its session), their histories go with them. */
export async function releaseBindings(trx: AnyTrx, ids: readonly number[], ctx: WriteContext): Promise<void> {
  const bound = await trx
    .selectFrom('terminals')
    .select('vehicle_id')
    .where('id', 'in', ids as number[])
    .where('vehicle_id', 'is not', null)
    .execute();
  const vehicles = bound.map((b) => Number(b.vehicle_id));
  if (vehicles.length > 0) {
    await trx.updateTable('vehicles').set(NO_TERMINAL).where('id', 'in', vehicles).execute();
    for (const vehicleId of vehicles) closeSessionAfterCommit(ctx, vehicleId);
  }
  await trx
    .deleteFrom('terminal_bindings')
    .where('terminal_id', 'in', ids as number[])
    .execute();
}
