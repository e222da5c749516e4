import {
  CellStyleModule,
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
    CellStyleModule,
    RowStyleModule,
    ColumnAutoSizeModule,
    TooltipModule,
    LocaleModule,
  ]);
  registered = true;
}
