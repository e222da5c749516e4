import { createColumnHelper, tableFeatures, useTable, type RowData } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Empty } from 'antd';
import { useEffect, useMemo, useRef } from 'react';

export type CellText = string | number | null;

export interface TrackTableProps<T> {
  rows: readonly T[];
  headers: readonly string[];
  cells: (row: T) => readonly CellText[];
  emptyText: string;
  testId: string;
  rowTestId?: (index: number) => string;
  /** Highlighted row (the replay's current point). */
  activeIndex?: number;
  /** Scrolls this row into view whenever `scrollRequest` changes. */
  scrollIndex?: number;
  scrollRequest?: number;
  onRowClick?: (index: number) => void;
}

const ROW_HEIGHT = 28;
const features = tableFeatures({});
const EMPTY: never[] = [];

/**
 * A side table of the replay with every row (the DOM holds only the rows in view, so 100,000 points scroll as
 * fast as ten). The table model keeps the rows; the cells are the caller's.
 */
export function TrackTable<T extends RowData>(p: TrackTableProps<T>) {
  const scroller = useRef<HTMLDivElement>(null);
  const helper = useMemo(() => createColumnHelper<typeof features, T>(), []);
  const columns = useMemo(() => [helper.display({ id: 'row' })], [helper]);
  const table = useTable({ features, columns, data: p.rows.length > 0 ? (p.rows as T[]) : (EMPTY as T[]) });
  const tableRows = table.getRowModel().rows;
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualiser's measurements change on every scroll and the table is meant to re-render with them
  const virtualizer = useVirtualizer({
    count: tableRows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });
  const { scrollIndex, scrollRequest } = p;
  useEffect(() => {
    if (scrollIndex !== undefined && scrollRequest)
      virtualizer.scrollToIndex(scrollIndex, { align: 'center' });
  }, [scrollIndex, scrollRequest, virtualizer]);

  if (p.rows.length === 0)
    return (
      <div data-testid={p.testId} className="track-table track-table--empty">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={p.emptyText} />
      </div>
    );
  const widths = `48px repeat(${p.headers.length}, minmax(96px, 1fr))`;
  return (
    <div className="track-table" data-testid={p.testId} role="table" data-rows={p.rows.length}>
      <div ref={scroller} className="track-table__scroller">
        <div
          className="track-table__row track-table__head"
          role="row"
          style={{ gridTemplateColumns: widths }}
        >
          <div role="columnheader" className="track-table__cell">
            #
          </div>
          {p.headers.map((h) => (
            <div key={h} role="columnheader" className="track-table__cell" title={h}>
              {h}
            </div>
          ))}
        </div>
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = tableRows[item.index];
            if (!row) return null;
            const active = item.index === p.activeIndex;
            return (
              <div
                key={row.id}
                role="row"
                data-testid={p.rowTestId?.(item.index)}
                aria-selected={active}
                className={`track-table__row${active ? ' track-table__row--active' : ''}`}
                style={{
                  gridTemplateColumns: widths,
                  transform: `translateY(${item.start}px)`,
                  height: ROW_HEIGHT,
                }}
                onClick={() => p.onRowClick?.(item.index)}
              >
                <div className="track-table__cell" role="cell">
                  {item.index + 1}
                </div>
                {p.cells(row.original).map((v, i) => (
                  <div key={i} className="track-table__cell" role="cell" title={v === null ? '' : String(v)}>
                    {v ?? ''}
                  </div>
                ))}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
