import { LIMITS, type Page, type PageParam, type SortOrder } from '@roadwatch/core';
import { isApiError } from '@roadwatch/core/http';
import type {
  ColDef,
  GridApi,
  IDatasource,
  RowDoubleClickedEvent,
  RowSelectionOptions,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { Pagination } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logError } from '../app/errorLogger';
import { agGridLocaleText } from './agGridLocale';
import { registerAgGridModules } from './agGridModules';
import { gridTheme } from './gridTheme';
import './serverGrid.css';

registerAgGridModules();

/** Rows a scrolled grid asks for at once (the server's largest page). */
const SCROLL_BLOCK = Math.max(...LIMITS.pageSizeOptions);

/** The column the user sorted by (server-side sorting), by column id = row field. */
export interface GridSort {
  field: string;
  order: SortOrder;
}

export interface ServerGridProps<Row> {
  columns: ColDef<Row>[];
  /** One page of the server's find call, sorted as the user asked (a sortable column's header was clicked). */
  fetchPage: (pageParamVO: PageParam, sort: GridSort | null) => Promise<Page<Row>>;
  /** Test ids of the grid box and its pager (each page family keeps its own). */
  testIds: { grid: string; pager: string };
  /** Class of the grid box, which sets its height. */
  className?: string;
  /** Offer the pager's page jumper too. */
  quickJumper?: boolean;
  /**
   * One long scrolled list instead of pages, for reports of up to millions of rows: blocks of `SCROLL_BLOCK` rows
   * are asked for as the user scrolls (a bounded number kept), and the footer only counts the rows.
   */
  scroll?: boolean;
  rowId: (row: Row) => string;
  /**
   * Which rows may be picked for a batch action; absent when the user has no batch action, and then the grid
   * shows no selection column at all.
   */
  selectable?: (row: Row) => boolean;
  onApi: (api: GridApi<Row>) => void;
  onTotal?: (total: number) => void;
  onSelectionChange?: (count: number) => void;
  onRowDoubleClicked?: (row: Row) => void;
  /** A page failed to load (not a cancelled call); the grid shows ag-grid's failure state meanwhile. */
  onLoadError?: (error: unknown) => void;
}

/**
 * A server-paged grid (ag-grid's infinite row model; each block is one page of the find call) with the selection
 * column first, ag-grid's words in the page's language and antd's pager below it, which counts rows ("1–20 of
 * 656"). Mount it with a `key` of its query: a new query starts a new grid on page 1.
 */
export function ServerGrid<Row>({
  columns,
  fetchPage,
  testIds,
  className,
  quickJumper = false,
  scroll = false,
  rowId,
  selectable,
  onApi,
  onTotal,
  onSelectionChange,
  onRowDoubleClicked,
  onLoadError,
}: ServerGridProps<Row>) {
  const { t } = useTranslation('grid');
  const api = useRef<GridApi<Row> | null>(null);
  // null until the first page answered: the pager never shows a count it does not know.
  const [total, setTotal] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(LIMITS.pageSizeDefault);
  // The sort asked for last: a grid made anew for another page size keeps it.
  const lastSort = useRef<GridSort | null>(null);

  const datasource = useMemo<IDatasource>(
    () => ({
      getRows: (params) => {
        const blockSize = params.endRow - params.startRow;
        const sorted = params.sortModel[0];
        const sort = sorted ? { field: sorted.colId, order: sorted.sort } : null;
        lastSort.current = sort;
        fetchPage({ curPage: Math.floor(params.startRow / blockSize) + 1, pageSize: blockSize }, sort)
          .then((answer) => {
            setTotal(answer.totalRecords);
            onTotal?.(answer.totalRecords);
            params.successCallback(answer.data, answer.totalRecords);
          })
          .catch((error: unknown) => {
            params.failCallback();
            if (isApiError(error) && error.kind === 'cancelled') return;
            logError('pageLoad', 'grid page failed', error);
            onLoadError?.(error);
          });
      },
    }),
    [fetchPage, onTotal, onLoadError],
  );

  const localeText = useMemo(() => agGridLocaleText(t), [t]);
  const rowSelection = useMemo<RowSelectionOptions<Row> | undefined>(
    () =>
      selectable && {
        mode: 'multiRow',
        checkboxes: true,
        headerCheckbox: false,
        enableClickSelection: false,
        isRowSelectable: (node) => Boolean(node.data && selectable(node.data)),
      },
    [selectable],
  );

  return (
    <>
      <div className={className ? `server-grid ${className}` : 'server-grid'} data-testid={testIds.grid}>
        <AgGridReact<Row>
          // A block is one page of the find call, so a new page size makes a new grid (back on page 1): a page of
          // 200 is one call, not ten of 20.
          key={pageSize}
          theme={gridTheme}
          rowModelType="infinite"
          datasource={datasource}
          columnDefs={columns}
          defaultColDef={{ resizable: true, sortable: false, suppressMovable: true }}
          getRowId={(p) => rowId(p.data)}
          rowSelection={rowSelection}
          // The check boxes belong before the pinned plate column.
          selectionColumnDef={{ pinned: 'left', width: 48, maxWidth: 48, resizable: false }}
          pagination={!scroll}
          suppressPaginationPanel
          paginationPageSize={pageSize}
          cacheBlockSize={scroll ? SCROLL_BLOCK : pageSize}
          // A jump deep into a long list renders every row in view twice (loading, then loaded): no animation and
          // no rows beyond the view. Four rows of buffer doubled the main thread's work per jump (a million-row
          // report, 1600×900: 400–470 ms against 200–260 ms for four jumps, the longest task 56–64 ms against
          // 25–45 ms).
          animateRows={!scroll}
          rowBuffer={scroll ? 0 : 10}
          maxBlocksInCache={20}
          localeText={localeText}
          tooltipShowDelay={400}
          onGridReady={(e) => {
            api.current = e.api;
            const sort = lastSort.current;
            if (sort) e.api.applyColumnState({ state: [{ colId: sort.field, sort: sort.order }] });
            onApi(e.api);
          }}
          onPaginationChanged={(e) => {
            if (e.newPage) setPage(e.api.paginationGetCurrentPage() + 1);
          }}
          onSelectionChanged={(e) => onSelectionChange?.(e.api.getSelectedRows().length)}
          onRowDoubleClicked={(e: RowDoubleClickedEvent<Row>) => {
            if (e.data) onRowDoubleClicked?.(e.data);
          }}
        />
      </div>
      {total !== null && scroll && (
        <div className="server-grid__pager server-grid__count" data-testid={testIds.pager}>
          {t('pager.total', { total })}
        </div>
      )}
      {total !== null && !scroll && (
        <Pagination
          className="server-grid__pager"
          data-testid={testIds.pager}
          size="small"
          align="end"
          current={page}
          pageSize={pageSize}
          total={total}
          showSizeChanger
          showQuickJumper={quickJumper}
          pageSizeOptions={LIMITS.pageSizeOptions.map(String)}
          showTotal={(count, [from, to]) =>
            count > 0 ? t('pager.range', { from, to, total: count }) : t('pager.total', { total: count })
          }
          onChange={(next, size) => {
            if (size !== pageSize) {
              setPageSize(size);
              setPage(1);
              onSelectionChange?.(0);
              return;
            }
            setPage(next);
            api.current?.paginationGoToPage(next - 1);
          }}
        />
      )}
    </>
  );
}
