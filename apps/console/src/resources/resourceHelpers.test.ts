import { IMPORT_MAX_BYTES, importLimitsOf, mapPointResource, type ImportRow } from '@roadwatch/core';
import { describe, expect, it } from 'vitest';
import { arrangeColumns, dropColumn, isDefaultArrangement, moveColumn } from './columnSettings';
import { grantedActions } from './grantedActions';
import { bytesToBase64, importFileProblem } from './importFile';
import { importableRows, pickedRowNos, rowProblems, selectAllImportable } from './importRows';
import { activeFilters, filtersWithSort } from './listRequest';

describe('grantedActions', () => {
  it('offers an action only when declared and granted', () => {
    const resource = { key: 'dictionaryList', actions: ['add', 'update', 'delete'] } as const;
    const ops = ['dictionaryList', 'dictionaryList:add', 'dictionaryList:delete', 'dictionaryList:export'];
    expect([...grantedActions(resource, ops)]).toEqual(['add', 'delete']);
    expect(grantedActions(resource, ['dictionaryList']).size).toBe(0);
  });
});

describe('column arrangement', () => {
  const page = ['code', 'nameZh', 'sort', 'remark'];

  it("is the page's order when nothing was saved", () => {
    expect(arrangeColumns(page, null)).toEqual(page.map((field) => ({ field, visible: true })));
  });

  it('keeps saved order and visibility, appends new columns and drops vanished ones', () => {
    const saved = [
      { field: 'sort', visible: true },
      { field: 'gone', visible: true },
      { field: 'code', visible: false },
    ];
    expect(arrangeColumns(page, saved)).toEqual([
      { field: 'sort', visible: true },
      { field: 'code', visible: false },
      { field: 'nameZh', visible: true },
      { field: 'remark', visible: true },
    ]);
  });

  it('moves up and down, not past either end, and drops where dragged', () => {
    const cols = arrangeColumns(page, null);
    expect(moveColumn(cols, 1, -1).map((c) => c.field)).toEqual(['nameZh', 'code', 'sort', 'remark']);
    expect(moveColumn(cols, 0, -1)).toEqual(cols);
    expect(moveColumn(cols, 3, 1)).toEqual(cols);
    expect(dropColumn(cols, 0, 2).map((c) => c.field)).toEqual(['nameZh', 'sort', 'code', 'remark']);
  });

  it('knows the default arrangement', () => {
    expect(isDefaultArrangement(page, arrangeColumns(page, null))).toBe(true);
    expect(isDefaultArrangement(page, moveColumn(arrangeColumns(page, null), 0, 1))).toBe(false);
  });
});

describe('import file', () => {
  it('takes .xls and .xlsx up to the limit only', () => {
    expect(importFileProblem({ name: 'a.XLSX', size: 10 })).toBeNull();
    expect(importFileProblem({ name: 'a.xls', size: IMPORT_MAX_BYTES })).toBeNull();
    expect(importFileProblem({ name: 'a.csv', size: 10 })).toBe('wrongType');
    expect(importFileProblem({ name: 'a.xlsx', size: IMPORT_MAX_BYTES + 1 })).toBe('tooLarge');
  });

  it('takes a larger file for a resource with a larger limit (points)', () => {
    const points = importLimitsOf(mapPointResource).maxBytes;
    expect(importFileProblem({ name: 'a.xlsx', size: IMPORT_MAX_BYTES + 1 }, points)).toBeNull();
    expect(importFileProblem({ name: 'a.xlsx', size: points + 1 }, points)).toBe('tooLarge');
  });

  it('encodes bytes as base64, also beyond one chunk', () => {
    expect(bytesToBase64(new TextEncoder().encode('Roadwatch'))).toBe(btoa('Roadwatch'));
    const big = new Uint8Array(100_000).map((_, i) => i % 251);
    expect(Buffer.from(bytesToBase64(big), 'base64').equals(Buffer.from(big))).toBe(true);
  });
});

describe('list request', () => {
  it('drops empty filters and trims text', () => {
    expect(activeFilters({ keyword: '  ab ', dicTypeKey: undefined, x: '', y: null, z: [], n: 0 })).toEqual({
      keyword: 'ab',
      n: 0,
    });
  });

  it('adds the sort only when the user chose one', () => {
    expect(filtersWithSort({ a: 1 }, null)).toEqual({ a: 1 });
    expect(filtersWithSort({ a: 1 }, { field: 'code', order: 'asc' })).toEqual({
      a: 1,
      sortField: 'code',
      sortOrder: 'asc',
    });
  });
});

describe('import rows', () => {
  const rows: ImportRow[] = [
    { rowNo: 2, values: { code: 'A' }, errors: {} },
    { rowNo: 3, values: { code: '' }, errors: { code: 'required', '': 'duplicate row' } },
    { rowNo: 4, values: { code: 'C' }, errors: {} },
  ];

  it('picks only rows without problems', () => {
    expect(importableRows(rows).map((r) => r.rowNo)).toEqual([2, 4]);
    expect(selectAllImportable(rows)).toEqual({ '2': true, '4': true });
  });

  it('sends the picked row numbers in sheet order', () => {
    expect(pickedRowNos({ '4': true, '2': true })).toEqual([2, 4]);
    expect(pickedRowNos({})).toEqual([]);
  });

  it("states a row's problems with their field labels, the row's own without one", () => {
    const text = rowProblems(
      rows[1]!,
      (f) => f.toUpperCase(),
      (label, message) => `${label}: ${message}`,
    );
    expect(text).toBe('CODE: required; duplicate row');
  });
});
