import { describe, expect, it } from 'vitest';
import { planDemo } from './demoPlan';
import { TERMINAL_PHONE_PATTERN } from './fleet';
import { idCheckCharacter, vinCheckDigit } from './people';
import { PLATE_PATTERN } from './plates';
import { DAY_MS } from './time';

const NOW = Date.parse('2026-05-20T14:30:00+08:00');
const plan = planDemo({ vehicles: 2000, days: 30, seed: 1, now: NOW });
const rows = plan.vehicles.map((v) => v.row);

describe('demo fleet', () => {
  it('gives the demo company the requested vehicles and the second company a small fleet', () => {
    expect(rows.filter((r) => r.company_id === 1)).toHaveLength(2000);
    expect(rows.filter((r) => r.company_id === 2)).toHaveLength(100);
  });

  it('registers every vehicle under a Chinese plate in the national format, each plate once', () => {
    for (const r of rows) expect(r.plate).toMatch(PLATE_PATTERN);
    expect(new Set(rows.map((r) => r.plate)).size).toBe(rows.length);
    // Green new-energy plates carry six characters after the city letter.
    const green = rows.filter((r) => r.plate_color === 5);
    expect(green.length).toBeGreaterThan(0);
    for (const r of green) expect([...r.plate]).toHaveLength(8);
  });

  it('rejects malformed plates', () => {
    for (const bad of ['沪A1234', '沪I12345', '沪A12O45', 'XA12345', '沪A123456', '沪A·12345']) {
      expect(bad).not.toMatch(PLATE_PATTERN);
    }
  });

  it('gives every terminal a unique 12-digit JT/T 808 phone number', () => {
    for (const r of rows) expect(r.terminal_phone).toMatch(TERMINAL_PHONE_PATTERN);
    expect(new Set(rows.map((r) => r.terminal_phone)).size).toBe(rows.length);
  });

  it('mixes both protocol editions and refrigerates about 40 % of the fleet', () => {
    const editions2019 = rows.filter((r) => r.protocol_version === 2019).length / rows.length;
    expect(editions2019).toBeGreaterThan(0.25);
    expect(editions2019).toBeLessThan(0.6);
    const reefers = rows.filter((r) => r.refrigerated === 1).length / rows.length;
    expect(reefers).toBeGreaterThan(0.33);
    expect(reefers).toBeLessThan(0.47);
  });

  it('has some insurance already expired and some expiring within 30 days', () => {
    const expiries = rows.map((r) => r.insurance_expiry ?? 0);
    expect(expiries.filter((t) => t < plan.dayStart).length).toBeGreaterThan(20);
    expect(
      expiries.filter((t) => t >= plan.dayStart && t < plan.dayStart + 30 * DAY_MS).length,
    ).toBeGreaterThan(50);
  });

  it('writes VINs and driving licence numbers with valid check characters', () => {
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X'); // the textbook example
    expect(idCheckCharacter('11010519491231002')).toBe('X'); // the GB 11643 example
    for (const r of rows.slice(0, 200)) expect(r.vin[8]).toBe(vinCheckDigit(r.vin));
    for (const d of plan.drivers.slice(0, 200)) {
      expect(d.licence_no).toMatch(/^\d{17}[\dX]$/);
      expect(d.licence_no[17]).toBe(idCheckCharacter(d.licence_no));
    }
  });

  it('is the same for the same seed and different for another seed', () => {
    const again = planDemo({ vehicles: 2000, days: 30, seed: 1, now: NOW });
    expect(again.vehicles.map((v) => [v.row.plate, v.row.terminal_phone])).toEqual(
      plan.vehicles.map((v) => [v.row.plate, v.row.terminal_phone]),
    );
    const other = planDemo({ vehicles: 2000, days: 30, seed: 2, now: NOW });
    const samePlates = other.vehicles.filter((v, i) => v.row.plate === plan.vehicles[i]?.row.plate).length;
    expect(samePlates).toBeLessThan(20);
  });

  it('refuses nonsense sizes', () => {
    expect(() => planDemo({ vehicles: 0, days: 30 })).toThrow(RangeError);
    expect(() => planDemo({ vehicles: 10, days: 1.5 })).toThrow(RangeError);
  });
});
