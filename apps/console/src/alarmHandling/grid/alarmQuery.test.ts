import { describe, expect, it } from 'vitest';
import { queryFromSearch } from './alarmQuery';

const fallback = { bTime: 1_000, eTime: 2_000 };

describe('queryFromSearch', () => {
  it('takes a range and a plate from the address, and ignores what is not one', () => {
    expect(queryFromSearch(new URLSearchParams('bTime=5&eTime=9&regName=沪A12345'), fallback)).toEqual({
      bTime: 5,
      eTime: 9,
      regName: '沪A12345',
    });
    expect(queryFromSearch(new URLSearchParams('regName=%20%20'), fallback)).toEqual(fallback);
    expect(queryFromSearch(new URLSearchParams('bTime=9&eTime=5'), fallback)).toEqual(fallback);
    expect(queryFromSearch(new URLSearchParams(`regName=${'京'.repeat(40)}`), fallback).regName).toHaveLength(
      32,
    );
  });
});
