import {
  TEST_IDS,
  type AnyResource,
  type PageParam,
  type RowOf,
  type TableColumnSetting,
} from '@roadwatch/core';
import type { ColDef, GridApi, ICellRendererParams } from 'ag-grid-community';
import { Button, Space } from 'antd';
import { forwardRef, useCallback, useImperativeHandle, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import { COLUMN_WIDTH } from '../grid/columnWidths';
import { ServerGrid, type GridSort } from '../grid/ServerGrid';
import { filtersWithSort } from './listRequest';
import { resourceCalls } from './resourceCalls';
import type { ResourceColumn } from './resourcePageTypes';

type Row = { id: number } & Record<string, unknown>;

export interface ResourceGridHandle {
  selectedIds(): number[];
  selectedRows(): Row[];
  refresh(): void;
  /** The sort the user chose by clicking a header, or null (the server's default order). */
  sort(): GridSort | null;
}

export interface ResourceGridProps<R extends AnyResource> {
  resource: R;
  ns: string;
  columns: ResourceColumn<RowOf<R>>[];
  /** The user's arrangement (order and visibility by field). */
  arrangement: readonly TableColumnSetting[];
  filters: Record<string, unknown>;
  selectable: boolean;
  onEdit?: (row: RowOf<R>) => void;
  onDelete?: (row: RowOf<R>) => void;
  onSelectionChange: (count: number) => void;
  onLoadError: (error: unknown) => void;
  onLoaded: () => void;
}

const ids = TEST_IDS.resource;
const always = () => true;

/** The kit's server-paged grid: columns in the user's arrangement, server sorting, row edit/delete buttons. */
export const ResourceGrid = forwardRef(function ResourceGrid<R extends AnyResource>(
  props: ResourceGridProps<R>,
  ref: React.ForwardedRef<ResourceGridHandle>,
) {
  const { resource, ns, columns, arrangement, filters, selectable, onEdit, onDelete } = props;
  const { onSelectionChange, onLoadError, onLoaded } = props;
  const { t } = useTranslation([ns, 'resource']);
  const gridApi = useRef<GridApi<Row> | null>(null);
  const lastSort = useRef<GridSort | null>(null);
  const calls = resourceCalls(resource);

  useImperativeHandle(ref, () => ({
    selectedIds: () => gridApi.current?.getSelectedRows().map((row) => row.id) ?? [],
    selectedRows: () => gridApi.current?.getSelectedRows() ?? [],
    refresh: () => {
      gridApi.current?.deselectAll();
      gridApi.current?.refreshInfiniteCache();
    },
    sort: () => lastSort.current,
  }));

  const fetchPage = useCallback(
    async (page: PageParam, sort: GridSort | null) => {
      lastSort.current = sort;
      const answer = await api.call(calls.List, { ...filtersWithSort(filters, sort), ...page } as never);
      onLoaded();
      return answer as { data: Row[]; totalRecords: number };
    },
    [calls, filters, onLoaded],
  );

  const colDefs = useMemo<ColDef<Row>[]>(() => {
    const byField = new Map(columns.map((c) => [c.field as string, c]));
    const sortable = new Set<string>(resource.sortable);
    const data: ColDef<Row>[] = arrangement.flatMap((setting) => {
      const column = byField.get(setting.field);
      if (!column) return [];
      const def: ColDef<Row> = {
        colId: column.field,
        field: column.field,
        headerName: t(column.header),
        hide: !setting.visible,
        sortable: sortable.has(column.field),
      };
      if (column.width !== undefined) def[column.flex ? 'minWidth' : 'width'] = column.width;
      if (column.flex) def.flex = column.flex;
      const { format, render } = column;
      if (render) {
        def.cellRenderer = (p: ICellRendererParams<Row>) => (p.data ? render(p.data as RowOf<R>) : null);
      } else {
        const text = (row: Row) =>
          format
            ? format(row[column.field] as RowOf<R>[keyof RowOf<R>], row as RowOf<R>)
            : String(row[column.field] ?? '');
        if (format) def.valueFormatter = (p) => (p.data ? text(p.data) : '');
        // A cut text shows whole in its tooltip, as the cell shows it.
        def.tooltipValueGetter = (p) => (p.data ? text(p.data) : '');
      }
      return [def];
    });
    if (!onEdit && !onDelete) return data;
    const actions: ColDef<Row> = {
      colId: 'actions',
      headerName: t('resource.row.actions'),
      width: COLUMN_WIDTH.actions,
      pinned: 'right',
      sortable: false,
      cellRenderer: (p: ICellRendererParams<Row>) => {
        const row = p.data;
        if (!row) return null;
        return (
          <Space size={4}>
            {onEdit && (
              <Button
                type="link"
                size="small"
                data-testid={ids.rowEdit(row.id)}
                onClick={() => onEdit(row as RowOf<R>)}
              >
                {t('resource.row.edit')}
              </Button>
            )}
            {onDelete && (
              <Button
                type="link"
                size="small"
                danger
                data-testid={ids.rowDelete(row.id)}
                onClick={() => onDelete(row as RowOf<R>)}
              >
                {t('resource.row.delete')}
              </Button>
            )}
          </Space>
        );
      },
    };
    return [...data, actions];
  }, [arrangement, columns, resource.sortable, t, onEdit, onDelete]);

  return (
    <ServerGrid<Row>
      key={JSON.stringify(filters)}
      columns={colDefs}
      fetchPage={fetchPage}
      testIds={ids}
      className="resource-grid"
      quickJumper
      rowId={(row) => String(row.id)}
      {...(selectable ? { selectable: always } : {})}
      onApi={(next) => {
        gridApi.current = next;
      }}
      onSelectionChange={onSelectionChange}
      onLoadError={onLoadError}
    />
  );
}) as <R extends AnyResource>(
  props: ResourceGridProps<R> & { ref?: React.Ref<ResourceGridHandle> },
) => React.ReactElement;
