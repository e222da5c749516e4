import { describe, expect, it } from 'vitest';
import { addLicenseRequest, isLicenceNumber, licenceForm } from './licence';
import { VMSG } from './messages';

const form = {
  citys: ['110000', '110100', '110105'],
  provinceName: '北京市',
  cityName: '北京市',
  countyName: '朝阳区',
  bin: '110105',
  foodBusiLicNum: '123456789012',
  registerAddress: '北京市朝阳区建国路1号',
};
const messages = (input: unknown) => licenceForm.safeParse(input).error?.issues.map((i) => i.message) ?? [];

describe('licence form', () => {
  it('accepts a region and a 12-digit licence number', () => {
    expect(licenceForm.parse(form)).toEqual(form);
  });

  it('rejects a licence number of 11 digits', () => {
    expect(messages({ ...form, foodBusiLicNum: '12345678901' })).toEqual([VMSG.licenceDigits]);
  });

  it('rejects a licence number of 13 digits and one with a letter', () => {
    expect(messages({ ...form, foodBusiLicNum: '1234567890123' })).toEqual([VMSG.licenceDigits]);
    expect(messages({ ...form, foodBusiLicNum: '12345678901A' })).toEqual([VMSG.licenceDigits]);
    expect(isLicenceNumber('１２３４５６７８９０１２')).toBe(false);
  });

  it('asks for the licence number when it is empty', () => {
    expect(messages({ ...form, foodBusiLicNum: '' })).toEqual([VMSG.required]);
  });

  it('asks for a region when none is chosen', () => {
    expect(messages({ ...form, citys: [] })).toEqual([VMSG.regionRequired]);
    expect(messages({ ...form, citys: undefined })).toEqual([VMSG.regionRequired]);
  });

  it('the add-licence request is the form without citys', () => {
    const { citys: _citys, ...body } = form;
    expect(addLicenseRequest.parse(body)).toEqual(body);
    expect(addLicenseRequest.safeParse(form).success).toBe(false);
  });
});
