import { DIRECTIVE_MESSAGE_IDS, type DirectiveOutcome, type DirectiveParams } from '@roadwatch/core';
import { MESSAGE_IDS } from '@roadwatch/jt808';
import { sql } from 'kysely';
import type { Database } from '../../db/connect';
import type { GatewayCommands } from '../../gateway/gatewayCommands';
import { currentCommandIssuer } from '../../http/commandIssuer';
import { directiveParams, textParams } from './directiveParams';
import { failedOutcome } from './directiveOutcome';

export interface DirectiveRecordDeps {
  db: Database;
  now: () => number;
  log: { warn(details: object, message: string): void };
}

/**
 * The commands to terminals with a directive record each (the directive records report): every command the API,
 * the schedulers and the alarm rules send passes here. The row is written before the command leaves (outcome
 * 'pending', the vehicle's company, the issuing request's user or null for the platform's own) and updated with the
 * outcome and the answer's time. Recording never stops a command: a failed write is logged and the command goes.
 */
export function createRecordedGatewayCommands(
  inner: GatewayCommands,
  deps: DirectiveRecordDeps,
): GatewayCommands {
  const start = async (vehicleId: number, messageId: number, params: DirectiveParams) => {
    try {
      const row = await deps.db
        .insertInto('directive_records')
        .columns(['company_id', 'vehicle_id', 'user_id', 'message_id', 'params', 'sent_at', 'outcome'])
        .expression(
          deps.db
            .selectFrom('vehicles')
            .select([
              'company_id',
              'id',
              sql<number | null>`${currentCommandIssuer()?.userId ?? null}`.as('user_id'),
              sql<number>`${messageId}`.as('message_id'),
              sql<string>`${JSON.stringify(params)}`.as('params'),
              sql<number>`${deps.now()}`.as('sent_at'),
              sql<string>`${'pending'}`.as('outcome'),
            ])
            .where('id', '=', vehicleId),
        )
        .returning('id')
        .executeTakeFirst();
      return row ? Number(row.id) : null;
    } catch (err) {
      deps.log.warn(
        { err, vehicleId, messageId },
        'directive record: not written, the command goes unrecorded',
      );
      return null;
    }
  };
  const finish = async (id: number | null, outcome: DirectiveOutcome, answered: boolean) => {
    if (id === null) return;
    try {
      await deps.db
        .updateTable('directive_records')
        .set({ outcome, answered_at: answered ? deps.now() : null })
        .where('id', '=', id)
        .execute();
    } catch (err) {
      deps.log.warn({ err, id, outcome }, 'directive record: outcome not written');
    }
  };
  const recorded = async <T>(
    vehicleId: number,
    messageId: number,
    params: DirectiveParams,
    command: () => Promise<T>,
  ): Promise<T> => {
    const id = await start(vehicleId, messageId, params);
    let result: T;
    try {
      result = await command();
    } catch (error) {
      const { outcome, answered } = failedOutcome(error);
      await finish(id, outcome, answered);
      throw error;
    }
    await finish(id, 'success', true);
    return result;
  };

  return {
    send: (vehicleId, body, options) =>
      recorded(vehicleId, MESSAGE_IDS[body.kind], directiveParams(body), () =>
        inner.send(vehicleId, body, options),
      ),
    sendText: (vehicleId, text, options) =>
      recorded(vehicleId, DIRECTIVE_MESSAGE_IDS.textMessage, textParams(text), () =>
        inner.sendText(vehicleId, text, options),
      ),
    queryLocation: (vehicleId, options) =>
      recorded(vehicleId, DIRECTIVE_MESSAGE_IDS.locationQuery, {}, () =>
        inner.queryLocation(vehicleId, options),
      ),
    requestAudioVideo: (vehicleId, request, options) =>
      recorded(vehicleId, DIRECTIVE_MESSAGE_IDS.avRequest, { channel: request.channel }, () =>
        inner.requestAudioVideo(vehicleId, request, options),
      ),
    controlAudioVideo: (vehicleId, control, options) =>
      recorded(vehicleId, DIRECTIVE_MESSAGE_IDS.avControl, { channel: control.channel }, () =>
        inner.controlAudioVideo(vehicleId, control, options),
      ),
    capture: (vehicleId, input, options) =>
      recorded(
        vehicleId,
        DIRECTIVE_MESSAGE_IDS.cameraShoot,
        input.kind === 'photo' ? { channel: input.channel, count: input.count } : { channel: input.channel },
        () => inner.capture(vehicleId, input, options),
      ),
    isOnline: (vehicleId) => inner.isOnline(vehicleId),
    terminalAddress: (vehicleId) => inner.terminalAddress(vehicleId),
    disconnect: (vehicleId) => inner.disconnect(vehicleId),
  };
}
