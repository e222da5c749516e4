import { menuKey as menuKeySchema, PAGE_MODULES } from '@roadwatch/core';
import { describe, expect, it } from 'vitest';
import { ALL_OPERATION_IDS, MENU_OPERATION_ROWS, MENU_ROWS } from './menuRows';
import { DEMO_ROLES } from './roles';

const byKey = new Map(MENU_ROWS.map((m) => [m.menu_key, m]));

describe('menu catalogue', () => {
  it('has unique, well-formed menu keys and titles in both languages', () => {
    expect(byKey.size).toBe(MENU_ROWS.length);
    expect(MENU_ROWS.length).toBeGreaterThanOrEqual(80);
    expect(MENU_ROWS.length).toBeLessThanOrEqual(250);
    for (const m of MENU_ROWS) {
      expect(menuKeySchema.safeParse(m.menu_key).success).toBe(true);
      expect(m.title_zh.trim()).not.toBe('');
      expect(m.title_en.trim()).not.toBe('');
      expect(m.title_zh).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('nests at most four levels, every parent exists one level up in the same section', () => {
    for (const m of MENU_ROWS) {
      expect(m.level).toBeGreaterThanOrEqual(1);
      expect(m.level).toBeLessThanOrEqual(4);
      if (m.parent_key === '') {
        expect(m.level).toBe(1);
        continue;
      }
      const parent = byKey.get(m.parent_key);
      expect(parent?.menu_type).toBe('dir');
      expect(parent?.level).toBe(m.level - 1);
      expect(parent?.section).toBe(m.section);
    }
    expect(Math.max(...MENU_ROWS.map((m) => m.level))).toBe(4);
  });

  it('gives every vue menu exactly one operation and other menus none', () => {
    const counts = new Map<string, number>();
    for (const op of MENU_OPERATION_ROWS) counts.set(op.menu_key, (counts.get(op.menu_key) ?? 0) + 1);
    for (const m of MENU_ROWS) expect(counts.get(m.menu_key) ?? 0).toBe(m.menu_type === 'vue' ? 1 : 0);
    expect(new Set(MENU_OPERATION_ROWS.map((o) => o.route)).size).toBe(MENU_OPERATION_ROWS.length);
    for (const op of MENU_OPERATION_ROWS)
      expect(op.js_path).toMatch(new RegExp(`^${op.module_name}/[A-Z]\\w+$`));
  });

  it('covers every page module of the seeds', () => {
    expect(new Set(MENU_OPERATION_ROWS.map((o) => o.module_name))).toEqual(new Set(PAGE_MODULES));
  });

  it('has the pages the seeds name, second-layout pages, blank entries and the other hosts', () => {
    const routes = new Set(MENU_OPERATION_ROWS.map((o) => o.route));
    for (const route of [
      'vehicleAlarmProcessing',
      'equipAbnormalHandle',
      'messageCenter',
      'passwordUpdate',
      'languageSetting',
      'appDownload',
      'flashPhotoMonit',
      'multipleVehicleVideoMonit',
      'videoDownload',
      'videoMonit',
      'videoRecord',
      'warehousePlaybackVideo',
      'warehouseRealTimeVideo',
      'alarmContact',
      'billManagement',
      'printBill',
      'printEleWorkOrder',
    ]) {
      expect(routes).toContain(route);
    }
    expect(MENU_OPERATION_ROWS.some((o) => o.top_menu === 0 && o.side_menu === 0)).toBe(true);
    expect(MENU_ROWS.some((m) => m.blank === 1)).toBe(true);
    expect(byKey.get('messageCenter')?.host).toBe('webgis');
    expect(new Set(MENU_ROWS.map((m) => m.host))).toEqual(new Set(['console', 'webgis', 'proWebgis', 'tms']));
    expect(MENU_ROWS.filter((m) => m.section === 'user').map((m) => m.menu_key)).toEqual([
      'personalSetting',
      'passwordUpdate',
      'languageSetting',
      'appDownload',
      'messageCenter',
    ]);
  });

  it('grants roles only operations of the catalogue, the administrator all of them', () => {
    const all = new Set<string>(ALL_OPERATION_IDS);
    expect(all.size).toBe(ALL_OPERATION_IDS.length);
    for (const role of DEMO_ROLES) for (const op of role.operations) expect(all).toContain(op);
    const [admin, safety, viewer] = DEMO_ROLES;
    expect(new Set(admin?.operations)).toEqual(all);
    expect(safety?.operations).toContain('vehicleAlarmProcessing:handle');
    expect(safety?.operations).toContain('securityControlCenter');
    expect(safety?.operations).not.toContain('overspeedAlarmSet');
    expect(viewer?.operations).toContain('mapMonitor');
    expect(viewer?.operations).not.toContain('vehicleAlarmProcessing:handle');
    expect(viewer?.operations.length).toBeLessThan(safety?.operations.length ?? 0);
  });
});
