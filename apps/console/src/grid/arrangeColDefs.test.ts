import { describe, expect, it } from 'vitest';
import { arrangeColDefs } from './arrangeColDefs';

const defs = [{ field: 'a' }, { field: 'b' }, { field: 'c' }, { colId: 'actions' }] as const;

describe('arrangeColDefs', () => {
  it('keeps the page order without a saved arrangement', () => {
    expect(arrangeColDefs([...defs], null).map((d) => d.field ?? d.colId)).toEqual([
      'a',
      'b',
      'c',
      'actions',
    ]);
  });

  it('orders and hides data columns as saved, with the actions column last', () => {
    const out = arrangeColDefs(
      [...defs],
      [
        { field: 'c', visible: true },
        { field: 'a', visible: false },
        { field: 'b', visible: true },
      ],
    );
    expect(out.map((d) => d.field ?? d.colId)).toEqual(['c', 'a', 'b', 'actions']);
    expect(out.find((d) => d.field === 'a')?.hide).toBe(true);
  });

  it('shows a column the saved arrangement does not know yet (added in a later release)', () => {
    const out = arrangeColDefs([...defs], [{ field: 'b', visible: true }]);
    expect(out.map((d) => d.field ?? d.colId)).toEqual(['b', 'a', 'c', 'actions']);
  });
});
