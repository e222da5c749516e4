import { z } from 'zod';
import { endpoint } from '../../api/endpoint';
import { LIMITS } from '../../constants';
import { optionalText } from '../../validators/text';
import { optionalEmail, optionalPhoneDigits, plainText } from '../../validators/formats';
import { VMSG } from '../../validators/messages';
import { checkNewPassword, type PasswordStrength } from '../../validators/password';
import { chosenId, defineResource, rowId } from '../defineResource';

/** Sign-in names: unique across the platform, 4–32 letters, digits or underscores. */
export const userNameField = z
  .string({ error: VMSG.required })
  .trim()
  .min(1, { error: VMSG.required, abort: true })
  .regex(/^[A-Za-z0-9_]{4,32}$/, { error: VMSG.userName });

/** A new password by the rules every level shares; the server checks the company's required strength on top. */
const newPassword = z
  .string({ error: VMSG.required })
  .max(64, { error: VMSG.tooLong })
  .superRefine((pw, ctx) => {
    const problem = checkNewPassword(pw, 0);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: pw });
  });

/**
 * A user of the caller's company inside the caller's department subtree. The password is given only when the
 * user is added (then changed at their first sign-in) and replaced only by `resetPassword`; hashes never leave
 * the server.
 */
export const subUserResource = defineResource({
  key: 'subUserList',
  name: 'subUser',
  module: 'user',
  path: '/subUser',
  row: z.object({
    id: rowId,
    userName: z.string(),
    realName: z.string(),
    phone: z.string(),
    email: z.string(),
    departmentId: z.number(),
    departmentName: z.string(),
    roleId: z.number(),
    roleName: z.string(),
    disabled: z.number(),
    mustChangePassword: z.number(),
    remark: z.string(),
    createdTime: z.number(),
    operatorName: z.string(),
    modifiedTime: z.number().nullable(),
  }),
  save: z.strictObject({
    userName: userNameField,
    realName: plainText(32),
    phone: optionalPhoneDigits,
    email: optionalEmail,
    departmentId: chosenId,
    roleId: rowId,
    remark: optionalText(100),
    /** Required when adding; refused when updating (a password is replaced by resetPassword only). */
    password: newPassword.optional(),
  }),
  filters: {
    departmentId: rowId.optional(),
    roleId: rowId.optional(),
    disabled: z.union([z.literal(0), z.literal(1)], { error: VMSG.invalid }).optional(),
    keyword: z.string({ error: VMSG.invalid }).trim().max(32, { error: VMSG.tooLong }).optional(),
  },
  sortable: ['userName', 'realName', 'createdTime', 'modifiedTime'],
  defaultOrder: 'asc',
  actions: ['add', 'update', 'delete'],
});

const selectedUsers = z
  .array(rowId, { error: VMSG.invalid })
  .min(1, { error: VMSG.selectRows })
  .max(LIMITS.contactSelectMax, { error: VMSG.tooBig });

/** What the sub-user form offers: the roles the caller may give, and the strength new passwords need. */
export interface SubUserFormOptions {
  roles: { id: number; name: string }[];
  passwordLevel: PasswordStrength;
}

export const subUserEndpoints = {
  /** Enables or disables up to 50 users; a disabled user's sessions end at once. */
  subUserSetDisabled: endpoint<{ changed: number }>()({
    name: 'subUserSetDisabled',
    method: 'POST',
    module: 'user',
    path: '/subUser/setDisabled',
    access: { operationId: 'subUserList:update' },
    request: z.strictObject({
      ids: selectedUsers,
      disabled: z.union([z.literal(0), z.literal(1)], { error: VMSG.invalid }),
    }),
  }),
  /** A new password, to be changed at the next sign-in; the user's sessions end. */
  subUserResetPassword: endpoint<null>()({
    name: 'subUserResetPassword',
    method: 'POST',
    module: 'user',
    path: '/subUser/resetPassword',
    access: { operationId: 'subUserList:resetPassword' },
    request: z.strictObject({ id: rowId, password: newPassword }),
  }),
  /** Roles of the company the caller may give (granting only what they hold) and the password strength. */
  subUserFormOptions: endpoint<SubUserFormOptions>()({
    name: 'subUserFormOptions',
    method: 'GET',
    module: 'user',
    path: '/subUser/formOptions',
    access: { operationId: 'subUserList' },
    request: z.strictObject({}),
  }),
} as const;

/** Most users one batch (enable, disable, delete) may name. */
export const SUB_USER_BATCH_MAX = LIMITS.contactSelectMax;
