import { describe, expect, it } from 'vitest';
import { abnormalHandleForm, abnormalHandleRequest, defaultAbnormalRemark } from './abnormalHandle';
import { VMSG } from './messages';

const firstMessage = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('abnormal handling form', () => {
  it('accepts a remark of 200 characters', () => {
    expect(abnormalHandleForm.safeParse({ handleRemark: '备'.repeat(200) }).success).toBe(true);
  });

  it('rejects a remark of 201 characters', () => {
    expect(firstMessage(abnormalHandleForm.safeParse({ handleRemark: '备'.repeat(201) }))).toBe(VMSG.tooLong);
  });

  it('rejects a missing remark and a remark of only whitespace', () => {
    expect(firstMessage(abnormalHandleForm.safeParse({}))).toBe(VMSG.required);
    expect(firstMessage(abnormalHandleForm.safeParse({ handleRemark: ' \t ' }))).toBe(VMSG.notBlank);
  });

  it('uses the first preset label as the default remark', () => {
    expect(defaultAbnormalRemark(['设备已检修', '线路松动'])).toBe('设备已检修');
    expect(defaultAbnormalRemark([])).toBe('');
  });

  it('the request names the exception it handles and refuses unknown fields', () => {
    const body = { handleRemark: '设备已检修', bTime: 1_700_000_000_000, guid: 'e-1', vehicleId: 7 };
    expect(abnormalHandleRequest.parse(body)).toEqual(body);
    expect(abnormalHandleRequest.safeParse({ ...body, vehicleId: 0 }).success).toBe(false);
    expect(abnormalHandleRequest.safeParse({ ...body, extra: 1 }).success).toBe(false);
  });
});
