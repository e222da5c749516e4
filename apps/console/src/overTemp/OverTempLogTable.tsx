import { TEST_IDS, describeOverTempChange, formatChinaTime, type OverTempLogRow } from '@roadwatch/core';
import { createColumnHelper, flexRender, tableFeatures, useTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import './overTemp.css';

const features = tableFeatures({});
const column = createColumnHelper<typeof features, OverTempLogRow>();

/** The log rows, newest first: time, operator, scope, action and the change in words. */
export function OverTempLogTable({ rows }: { rows: OverTempLogRow[] }) {
  const { t } = useTranslation('overTemp');
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('at', { header: () => t('overTemp.at'), cell: (c) => formatChinaTime(c.getValue()) }),
        column.accessor('operator', { header: () => t('overTemp.operator') }),
        column.accessor((r) => r.plate ?? t('overTemp.scopeCompany'), {
          id: 'scope',
          header: () => t('overTemp.scope'),
        }),
        column.accessor('action', {
          header: () => t('overTemp.action'),
          cell: (c) => t(`overTemp.actions.${c.getValue()}`),
        }),
        column.display({
          id: 'change',
          header: () => t('overTemp.change'),
          cell: (c) => (
            <ul className="over-temp__change">
              {describeOverTempChange(t, c.row.original.before, c.row.original.after).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ),
        }),
      ]),
    [t],
  );
  const table = useTable({ features, data: rows, columns, getRowId: (r) => String(r.id) });
  return (
    <table className="over-temp__table" data-testid={TEST_IDS.overTemp.logTable}>
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((h) => (
              <th key={h.id}>{flexRender(h.column.columnDef.header, h.getContext())}</th>
            ))}
          </tr>
        ))}
      </thead>
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <tr key={row.id} data-vehicle={row.original.vehicleId ?? 0}>
            {row.getAllCells().map((cell) => (
              <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
