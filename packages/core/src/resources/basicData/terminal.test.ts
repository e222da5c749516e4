import { describe, expect, it } from 'vitest';
import { VMSG } from '../../validators/messages';
import { normaliseTerminalPhone } from '../../validators/formats';
import { terminalResource } from './terminal';

const base = { deviceType: 1, phone: '13800000001', departmentId: 1 };
const issues = (input: unknown) => {
  const parsed = terminalResource.save.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('terminal save', () => {
  it('stores one form of a number however it was typed', () => {
    expect(normaliseTerminalPhone('13800000001')).toBe('013800000001');
    expect(normaliseTerminalPhone('013800000001')).toBe('013800000001');
    expect(normaliseTerminalPhone('000013800000001')).toBe('013800000001');
    expect(normaliseTerminalPhone('12345678901234')).toBe('00000012345678901234');
    expect(terminalResource.save.parse(base)).toMatchObject({ phone: '013800000001', vehicleId: null });
  });

  it('needs a number for a vehicle terminal and for any bound device, and a number or an id otherwise', () => {
    expect(issues({ ...base, phone: '' })).toEqual([`phone:${VMSG.required}`]);
    expect(issues({ ...base, deviceType: 5, phone: '', vehicleId: 3 })).toContain(`phone:${VMSG.required}`);
    expect(issues({ ...base, deviceType: 5, phone: '' })).toEqual([`terminalId:${VMSG.required}`]);
    expect(issues({ ...base, deviceType: 5, phone: '', terminalId: 'TAG-1' })).toEqual([]);
  });

  it('keeps 2013 numbers to 12 digits and the IMEI to 2019 terminals', () => {
    expect(issues({ ...base, phone: '1380000000123' })).toEqual([`phone:${VMSG.terminalPhoneEdition}`]);
    expect(issues({ ...base, phone: '1380000000123', protocolVersion: 2019 })).toEqual([]);
    expect(issues({ ...base, imei: '123456789012345' })).toEqual([`imei:${VMSG.imeiEdition}`]);
    expect(issues({ ...base, imei: '12345', protocolVersion: 2019 })).toEqual([`imei:${VMSG.imei}`]);
  });

  it('says "required" when no department is chosen and "invalid" for a bad one', () => {
    expect(issues({ deviceType: 1, phone: '13800000001' })).toEqual([`departmentId:${VMSG.required}`]);
    expect(issues({ ...base, departmentId: 0 })).toEqual([`departmentId:${VMSG.tooSmall}`]);
    expect(issues({ ...base, channels: 17 })).toEqual([`channels:${VMSG.tooBig}`]);
  });
});
