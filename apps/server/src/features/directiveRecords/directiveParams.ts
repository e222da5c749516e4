import { DIRECTIVE_PARAMS_MAX, type DirectiveParams } from '@roadwatch/core';
import type { CommandBody } from '../../gateway/TerminalConnection';

/** A text cut to the stored summary's length. */
export function textParams(text: string): DirectiveParams {
  return { text: [...text].slice(0, DIRECTIVE_PARAMS_MAX).join('') };
}

/**
 * What a command body asked for, as the record keeps it: the text, the channel, the photo count. Addresses, ports,
 * codes and flags are left out on purpose (they may be secret and mean nothing to a customer).
 */
export function directiveParams(body: CommandBody): DirectiveParams {
  switch (body.kind) {
    case 'textMessage':
      return textParams(body.text);
    case 'cameraShoot':
      return body.command > 0 && body.command < 0xffff
        ? { channel: body.channel, count: body.command }
        : { channel: body.channel };
    case 'avRequest':
    case 'avControl':
      return { channel: body.channel };
    default:
      return {};
  }
}
