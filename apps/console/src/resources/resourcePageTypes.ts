import type { AnyResource, RowOf } from '@roadwatch/core';
import type { FormInstance, FormRule } from 'antd';
import type { ReactNode } from 'react';
import type { MenuRoute } from '../routes/menuRoute';

/** One grid column: a row field with its header (a key of the page's namespace) and how to show the value. */
export interface ResourceColumn<Row> {
  field: keyof Row & string;
  /** i18n key of the header in the page's namespace. */
  header: string;
  width?: number;
  /** Takes the width left over (at least `width`, when given). */
  flex?: number;
  /** Text of the cell (the raw value otherwise). */
  format?: (value: Row[keyof Row], row: Row) => string;
  /** A rendered cell (tags, links); wins over `format`. */
  render?: (row: Row) => ReactNode;
}

/** One filter of the filter bar: the form field's name (a filter of the resource), its label and its input. */
export interface ResourceFilter {
  name: string;
  /** i18n key of the label in the page's namespace. */
  label: string;
  input: ReactNode;
}

/** What the form render prop gets: the form, whether it adds or edits, and the schema rule of a field. */
export interface ResourceFormContext {
  form: FormInstance;
  mode: 'add' | 'edit';
  /** The antd rule that checks `field` with the resource's save schema (the server's own rule). */
  rule: (field: string) => FormRule;
}

/** What page-specific toolbar buttons may do with the grid. */
export interface ToolbarGrid {
  selectedIds(): number[];
  selectedRows(): Record<string, unknown>[];
  refresh(): void;
}

export interface ResourcePageProps<R extends AnyResource> {
  resource: R;
  /** The page's route: its operation ids decide which actions are offered. */
  route: MenuRoute;
  /** i18n namespace of the page's labels (headers, filters, form labels). */
  ns: string;
  /** i18n key (in `ns`) of a title other than the menu's own (`route.meta.title`, the default). */
  title?: string;
  columns: ResourceColumn<RowOf<R>>[];
  filters?: ResourceFilter[];
  /** The form's fields, for add and edit (antd Form.Items named after save fields). */
  formFields: (context: ResourceFormContext) => ReactNode;
  /** Form values for add. */
  formDefaults?: Record<string, unknown>;
  /** Form values of a loaded row (default: the row's fields). */
  toForm?: (row: RowOf<R>) => Record<string, unknown>;
  /** The save request of the form's values (default: the values, empty texts absent). */
  fromForm?: (values: Record<string, unknown>) => Record<string, unknown>;
  /** i18n key (in `ns`) of a save field's label, for the import preview (default: the column header). */
  fieldLabel?: (field: string) => string;
  /** Form dialog width (default 560). */
  formWidth?: number;
  /** Page-specific toolbar buttons (batch actions on the selected rows); the grid then offers selection. */
  toolbarExtra?: (grid: ToolbarGrid) => ReactNode;
  /**
   * Filters set outside the filter bar (a tree beside the page), added to the bar's in every list and export call;
   * keep the object stable (useMemo).
   */
  scope?: Record<string, unknown>;
  /** A row was added through the form: what the add call answered (a secret to show once). */
  onAdded?: (added: unknown) => void;
  /** Rows were added, changed, deleted or imported (a map beside the grid reloads). */
  onChanged?: () => void;
}
