import { CommandError } from '../../gateway/commandTracker';
import type { GatewayCommands } from '../../gateway/gatewayCommands';
import { NoticeSendError, shortDetail, type NoticeSender } from './noticeSender';

/** The cab's notice: a 0x8300 text shown on the terminal and, for speech, read aloud (TTS flag). */
export function terminalSender(commands: Pick<GatewayCommands, 'sendText'>): NoticeSender {
  return async (delivery) => {
    try {
      await commands.sendText(delivery.vehicleId, delivery.body, { display: true, tts: delivery.tts });
    } catch (error) {
      if (error instanceof CommandError) {
        if (error.code === 'refused')
          throw new NoticeSendError('refused', false, `result ${error.result ?? ''}`);
        throw new NoticeSendError(error.code === 'offline' ? 'offline' : 'timeout', true, error.code);
      }
      throw new NoticeSendError('providerFailed', true, shortDetail(String(error)));
    }
  };
}
