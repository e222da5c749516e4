import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import type {
  GetModifyPasswordInfoResponse,
  GetPasswordOverdueResponse,
  ModifyPasswordResponse,
} from '../types/shell';
import { passwordFormSchema } from '../validators/passwordForm';

const empty = z.strictObject({});

/**
 * The rules every new password obeys whatever the user's level (strength 0 is always met); the server then checks
 * the same form again at the user's own required strength.
 */
export const modifyPasswordRequest = passwordFormSchema(0);

/** Password notice, detail and change (seed 000 §3, §5, §7 "Shell"). */
export const userEndpoints = {
  getPasswordOverdue: endpoint<GetPasswordOverdueResponse>()({
    name: 'getPasswordOverdue',
    method: 'GET',
    module: 'user',
    path: '/getPasswordOverdue',
    access: 'session',
    request: empty,
  }),
  getModifyPasswordInfo: endpoint<GetModifyPasswordInfoResponse>()({
    name: 'getModifyPasswordInfo',
    method: 'GET',
    module: 'user',
    path: '/getModifyPasswordInfo',
    access: 'session',
    request: empty,
  }),
  /** Verifies the old password; nothing is written unless every rule holds. */
  modifyPassword: endpoint<ModifyPasswordResponse>()({
    name: 'modifyPassword',
    method: 'PUT',
    module: 'user',
    path: '/modifyPassword',
    access: 'session',
    request: modifyPasswordRequest,
  }),
} as const;
