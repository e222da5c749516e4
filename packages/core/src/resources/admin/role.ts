import { z } from 'zod';
import { endpoint } from '../../api/endpoint';
import { ALL_OPERATION_IDS, isOperationId } from '../../catalogue/operations';
import type { OperationId } from '../../catalogue/menuCatalogue';
import { optionalText } from '../../validators/text';
import { plainText } from '../../validators/formats';
import { VMSG } from '../../validators/messages';
import { defineResource, rowId } from '../defineResource';

const operationId = z
  .string({ error: VMSG.invalid })
  .refine(isOperationId, { error: VMSG.invalid })
  .transform((v) => v as OperationId);

/**
 * A role of the caller's company: a name and the operations it grants. A role can grant only operations its
 * author holds, and a role that grants something the caller does not hold can be neither changed nor deleted by
 * them; nobody changes the role they hold themselves.
 */
export const roleResource = defineResource({
  key: 'roleList',
  name: 'role',
  module: 'user',
  path: '/role',
  row: z.object({
    id: rowId,
    name: z.string(),
    remark: z.string(),
    operationIds: z.array(z.string()),
    userCount: z.number(),
    operatorName: z.string(),
    modifiedTime: z.number().nullable(),
  }),
  save: z.strictObject({
    name: plainText(32),
    remark: optionalText(100),
    operationIds: z
      .array(operationId, { error: VMSG.invalid })
      .min(1, { error: VMSG.required })
      .max(ALL_OPERATION_IDS.length, { error: VMSG.tooBig }),
  }),
  filters: {
    keyword: z.string({ error: VMSG.invalid }).trim().max(32, { error: VMSG.tooLong }).optional(),
  },
  sortable: ['name', 'modifiedTime'],
  defaultOrder: 'asc',
  actions: ['add', 'update', 'delete'],
});

export const roleEndpoints = {
  /** The operations the caller holds: all a role they write may grant (the grant tree shows only these). */
  roleGrantable: endpoint<OperationId[]>()({
    name: 'roleGrantable',
    method: 'GET',
    module: 'user',
    path: '/role/grantable',
    access: { operationId: 'roleList' },
    request: z.strictObject({}),
  }),
} as const;
