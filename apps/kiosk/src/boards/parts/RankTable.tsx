import type { ReactNode } from 'react';

export interface RankColumn<R> {
  key: string;
  title: string;
  width?: number | string;
  numeric?: boolean;
  /** A plate: never cut (the column is wide enough for the longest plate; other text columns give way). */
  plate?: boolean;
  cell: (row: R, index: number) => ReactNode;
}

/**
 * A plate is read whole or not at all (「苏A02H…」 names no vehicle): room for the longest one, a province
 * character and seven letters or digits (new-energy plates), at the table's 18 px. Columns without a width share
 * what is left, and their text is the one that ends in an ellipsis.
 */
export const PLATE_COLUMN_WIDTH = '7em';

function cellClass(column: RankColumn<unknown>): string | undefined {
  const names = [column.numeric ? 'num' : '', column.plate ? 'bd-plate' : ''].filter(Boolean);
  return names.length > 0 ? names.join(' ') : undefined;
}

/** A short ranking table (top N); rank badges for the first three. */
export function RankTable<R>({
  rows,
  columns,
  rowKey,
  emptyText,
}: {
  rows: readonly R[];
  columns: readonly RankColumn<R>[];
  rowKey: (row: R) => string | number;
  emptyText: string;
}) {
  if (rows.length === 0) return <div className="bd-empty">{emptyText}</div>;
  return (
    <table className="bd-table">
      <colgroup>
        {columns.map((c) => (
          <col
            key={c.key}
            style={
              c.width !== undefined ? { width: c.width } : c.plate ? { width: PLATE_COLUMN_WIDTH } : undefined
            }
          />
        ))}
      </colgroup>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.key} className={c.numeric ? 'num' : undefined}>
              {c.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={rowKey(row)}>
            {columns.map((c) => (
              <td key={c.key} className={cellClass(c as RankColumn<unknown>)}>
                {c.cell(row, i)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function RankBadge({ index }: { index: number }) {
  return <span className={`bd-rank bd-rank--${index + 1}`}>{index + 1}</span>;
}
