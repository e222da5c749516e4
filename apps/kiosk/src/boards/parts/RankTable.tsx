import type { ReactNode } from 'react';

export interface RankColumn<R> {
  key: string;
  title: string;
  width?: number | string;
  numeric?: boolean;
  cell: (row: R, index: number) => ReactNode;
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
          <col key={c.key} style={c.width === undefined ? undefined : { width: c.width }} />
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
              <td key={c.key} className={c.numeric ? 'num' : undefined}>
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
