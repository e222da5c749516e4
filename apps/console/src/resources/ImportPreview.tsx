import { TEST_IDS, type ImportRow } from '@roadwatch/core';
import {
  createColumnHelper,
  rowSelectionFeature,
  tableFeatures,
  useTable,
  type RowSelectionState,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Checkbox } from 'antd';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { rowProblems } from './importRows';

export interface ImportPreviewProps {
  fields: readonly string[];
  rows: readonly ImportRow[];
  label: (field: string) => string;
  selection: RowSelectionState;
  onSelectionChange: (next: RowSelectionState) => void;
}

const features = tableFeatures({ rowSelectionFeature });
const helper = createColumnHelper<typeof features, ImportRow>();
const columns = [helper.display({ id: 'row' })];
const ROW_HEIGHT = 36;
const ids = TEST_IDS.resource;
const EMPTY: ImportRow[] = [];

/**
 * The parsed sheet (up to 10,000 rows, virtualised: only the rows in sight are in the DOM) with a check box per
 * row; rows with problems show them and cannot be picked.
 */
export function ImportPreview({ fields, rows, label, selection, onSelectionChange }: ImportPreviewProps) {
  const { t } = useTranslation('resource');
  const scroller = useRef<HTMLDivElement>(null);
  const data = rows.length > 0 ? (rows as ImportRow[]) : EMPTY;

  // The table keeps the rows and their selection; the cells are drawn below from each row's values.
  const layout = useMemo(
    () => [
      { id: 'select', size: 44 },
      { id: 'rowNo', size: 64 },
      ...fields.map((field) => ({ id: `value:${field}`, size: 140 })),
      { id: 'problems', size: 320 },
    ],
    [fields],
  );

  const table = useTable({
    features,
    columns,
    data,
    getRowId: (row) => String(row.rowNo),
    enableRowSelection: (row) => Object.keys(row.original.errors).length === 0,
    state: { rowSelection: selection },
    onRowSelectionChange: (updater) =>
      onSelectionChange(typeof updater === 'function' ? updater(selection) : updater),
  });

  const tableRows = table.getRowModel().rows;
  // The virtualiser keeps its own measurements; the component is simply not memoised by the compiler.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: tableRows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });

  const header = (id: string) => {
    if (id === 'select') return '';
    if (id === 'rowNo') return t('import.rowNo');
    if (id === 'problems') return t('import.problems');
    return label(id.slice('value:'.length));
  };
  const widths = layout.map((c) => `${c.size}px`).join(' ');
  const join = (field: string, message: string) => t('import.rowError', { field, message });

  return (
    <div className="import-preview" data-testid={ids.importPreview} role="table">
      <div ref={scroller} className="import-preview__scroller">
        <div
          className="import-preview__row import-preview__head"
          role="row"
          style={{ gridTemplateColumns: widths }}
        >
          {layout.map((c) => (
            <div key={c.id} role="columnheader" className="import-preview__cell">
              {header(c.id)}
            </div>
          ))}
        </div>
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = tableRows[item.index];
            if (!row) return null;
            const problems = rowProblems(row.original, label, join);
            return (
              <div
                key={row.id}
                role="row"
                className={`import-preview__row${problems ? ' import-preview__row--bad' : ''}`}
                style={{
                  gridTemplateColumns: widths,
                  transform: `translateY(${item.start}px)`,
                  height: ROW_HEIGHT,
                }}
              >
                <div className="import-preview__cell" role="cell">
                  <Checkbox
                    checked={row.getIsSelected()}
                    disabled={!row.getCanSelect()}
                    data-testid={ids.importRow(row.original.rowNo)}
                    onChange={(e) => row.toggleSelected(e.target.checked)}
                  />
                </div>
                <div className="import-preview__cell" role="cell">
                  {row.original.rowNo}
                </div>
                {fields.map((field) => (
                  <div
                    key={field}
                    role="cell"
                    className={`import-preview__cell${row.original.errors[field] ? ' import-preview__cell--bad' : ''}`}
                    title={row.original.values[field] ?? ''}
                  >
                    {row.original.values[field] ?? ''}
                  </div>
                ))}
                <div className="import-preview__cell import-preview__problems" role="cell" title={problems}>
                  {problems}
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
