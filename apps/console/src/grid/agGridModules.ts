import {
  CellStyleModule,
  ColumnApiModule,
  ColumnAutoSizeModule,
  InfiniteRowModelModule,
  LocaleModule,
  ModuleRegistry,
  PaginationModule,
  RowApiModule,
  RowSelectionModule,
  RowStyleModule,
  TooltipModule,
} from 'ag-grid-community';

let registered = false;

/** Only the ag-grid modules the processing grids use (server-paged infinite model, selection, pager, locale). */
export function registerAgGridModules(): void {
  if (registered) return;
  ModuleRegistry.registerModules([
    InfiniteRowModelModule,
    PaginationModule,
    RowSelectionModule,
    // forEachNode: the dialog's next-item walks the loaded rows.
    RowApiModule,
    // applyColumnState: a grid made anew for another page size keeps the user's sort.
    ColumnApiModule,
    CellStyleModule,
    RowStyleModule,
    ColumnAutoSizeModule,
    TooltipModule,
    LocaleModule,
  ]);
  registered = true;
}
