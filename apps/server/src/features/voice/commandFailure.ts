import { CommandError } from '../../gateway/commandTracker';
import { businessFailure, type ApiFailure } from '../../http/apiFailure';

/** A gateway command's failure as the operator reads it; anything that is not a CommandError is rethrown. */
export function commandFailure(error: unknown): ApiFailure {
  if (!(error instanceof CommandError)) throw error;
  switch (error.code) {
    case 'offline':
      return businessFailure('errors.terminalOffline');
    case 'refused':
      return businessFailure('errors.terminalRefused');
    default:
      return businessFailure('errors.terminalNoAnswer');
  }
}
