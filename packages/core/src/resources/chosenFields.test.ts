import { describe, expect, it } from 'vitest';
import { VMSG } from '../validators/messages';
import { departmentResource } from './admin/department';
import { subUserResource } from './admin/subUser';
import { motorcadeResource } from './fleet/motorcade';
import { vehicleInfoResource } from './fleet/vehicleInfo';

function messageOf(
  schema: {
    safeParse(v: unknown): {
      success: boolean;
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    };
  },
  body: unknown,
  field: string,
) {
  const parsed = schema.safeParse(body);
  return parsed.error?.issues.find((i) => i.path[0] === field)?.message;
}

describe('a row the form asks to choose', () => {
  it.each([
    ['vehicle', vehicleInfoResource.save, 'departmentId'],
    ['fleet', motorcadeResource.save, 'departmentId'],
    ['sub-user', subUserResource.save, 'departmentId'],
    ['department', departmentResource.save, 'parentId'],
  ] as const)('%s: says "required" when nothing is chosen, "invalid" for text', (_, schema, field) => {
    expect(messageOf(schema, {}, field)).toBe(VMSG.required);
    expect(messageOf(schema, { [field]: 'x' }, field)).toBe(VMSG.invalid);
  });
});
