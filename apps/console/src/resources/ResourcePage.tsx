import { TEST_IDS, type AnyResource, type RowOf } from '@roadwatch/core';
import { Alert, App, Button, Card, Space, Typography } from 'antd';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import { ColumnSettingsPopover } from './ColumnSettingsPopover';
import { grantedActions } from './grantedActions';
import { ImportDialog } from './ImportDialog';
import { filtersWithSort } from './listRequest';
import { resourceCalls } from './resourceCalls';
import { ResourceFilterBar } from './ResourceFilterBar';
import { ResourceFormDialog, type FormTarget } from './ResourceFormDialog';
import { ResourceGrid, type ResourceGridHandle } from './ResourceGrid';
import type { ResourcePageProps, ToolbarGrid } from './resourcePageTypes';
import { useColumnSettings } from './useColumnSettings';
import './resourcePage.css';

const ids = { ...TEST_IDS.resource, pageTitle: TEST_IDS.page.title };

/** Renders a page's own toolbar buttons with the grid handle (read by their click handlers, not while rendering). */
function ToolbarSlot({ render, grid }: { render: (grid: ToolbarGrid) => ReactNode; grid: ToolbarGrid }) {
  // A page's own buttons (often a fragment of several) are spaced like the kit's.
  return <Space wrap>{render(grid)}</Space>;
}

/**
 * A list-and-form page from a resource: filter bar, toolbar (add, delete selected, import, export, columns),
 * the server-paged grid with the user's saved columns, the form dialog and the import dialog. An action shows
 * only when the resource declares it and the user holds `<key>:<action>`.
 */
export function ResourcePage<R extends AnyResource>(props: ResourcePageProps<R>) {
  const { resource, route, ns, title, columns, filters = [], formWidth = 560, onChanged } = props;
  const { t } = useTranslation([ns, 'resource']);
  const { message, modal } = App.useApp();
  const calls = resourceCalls(resource);
  const actions = useMemo(() => grantedActions(resource, route.meta.operationIds), [resource, route]);
  const grid = useRef<ResourceGridHandle>(null);
  const [barQuery, setQuery] = useState<Record<string, unknown>>({});
  const query = useMemo(() => ({ ...barQuery, ...props.scope }), [barQuery, props.scope]);
  const [selected, setSelected] = useState(0);
  const [loadError, setLoadError] = useState(false);
  const [formTarget, setFormTarget] = useState<FormTarget | null>(null);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const fields = useMemo(() => columns.map((c) => c.field as string), [columns]);
  const settings = useColumnSettings(resource.key, fields);
  const headerOf = useCallback(
    (field: string) => {
      const column = columns.find((c) => c.field === field);
      return column ? t(column.header) : field;
    },
    [columns, t],
  );

  const remove = useCallback(
    (rowIds: number[]) => {
      if (rowIds.length === 0) {
        void message.warning(t('resource.delete.selectFirst'));
        return;
      }
      modal.confirm({
        title: t('resource.delete.title'),
        content:
          rowIds.length === 1
            ? t('resource.delete.confirmOne')
            : t('resource.delete.confirmMany', { count: rowIds.length }),
        okButtonProps: { danger: true },
        okText: t('resource.row.delete'),
        cancelText: t('common.cancel'),
        onOk: async () => {
          setDeleting(true);
          try {
            const answer = await api.call(calls.Delete, { ids: rowIds });
            void message.success(t('resource.delete.deleted', { count: answer.deleted }));
            grid.current?.refresh();
            onChanged?.();
          } catch {
            // The refusal (dependants, not found) was toasted by the client.
          } finally {
            setDeleting(false);
          }
        },
      });
    },
    [calls, message, modal, t, onChanged],
  );

  const exportRows = async () => {
    setExporting(true);
    try {
      await api.blob(calls.Export, filtersWithSort(query, grid.current?.sort() ?? null) as never);
      void message.success(t('resource.export.done'));
    } catch {
      // Refusals were toasted by the client; a second click while one export runs is dropped.
    } finally {
      setExporting(false);
    }
  };

  const toolbarGrid = useMemo<ToolbarGrid>(
    () => ({
      selectedIds: () => grid.current?.selectedIds() ?? [],
      selectedRows: () => grid.current?.selectedRows() ?? [],
      refresh: () => grid.current?.refresh(),
    }),
    [],
  );

  const onLoaded = useCallback(() => setLoadError(false), []);
  const onLoadError = useCallback(() => setLoadError(true), []);
  const onEdit = useCallback((row: RowOf<R>) => setFormTarget({ mode: 'edit', id: row.id as number }), []);
  const onDeleteRow = useCallback((row: RowOf<R>) => remove([row.id as number]), [remove]);

  return (
    <div className="resource-page" data-testid={ids.page}>
      <Typography.Title level={4} className="resource-page__title" data-testid={ids.pageTitle}>
        {title ? t(title) : route.meta.title}
      </Typography.Title>
      <ResourceFilterBar
        ns={ns}
        filters={filters}
        onSearch={(next) => {
          setSelected(0);
          setQuery(next);
        }}
      />
      <Card className="resource-page__table" size="small">
        <div className="resource-page__toolbar">
          <Space wrap>
            {actions.has('add') && (
              <Button type="primary" data-testid={ids.add} onClick={() => setFormTarget({ mode: 'add' })}>
                {t('resource.toolbar.add')}
              </Button>
            )}
            {actions.has('delete') && (
              <Button
                danger
                loading={deleting}
                data-testid={ids.deleteSelected}
                onClick={() => remove(grid.current?.selectedIds() ?? [])}
              >
                {t('resource.toolbar.deleteSelected')}
              </Button>
            )}
            {actions.has('import') && (
              <Button data-testid={ids.import} onClick={() => setImporting(true)}>
                {t('resource.toolbar.import')}
              </Button>
            )}
            {actions.has('export') && (
              <Button loading={exporting} data-testid={ids.export} onClick={() => void exportRows()}>
                {t('resource.toolbar.export')}
              </Button>
            )}
            {props.toolbarExtra && <ToolbarSlot render={props.toolbarExtra} grid={toolbarGrid} />}
            {selected > 0 && (
              <Typography.Text>{t('resource.toolbar.selected', { count: selected })}</Typography.Text>
            )}
          </Space>
          {settings.columns && (
            <ColumnSettingsPopover
              columns={settings.columns}
              label={headerOf}
              onChange={settings.change}
              onReset={settings.reset}
            />
          )}
        </div>
        {loadError && (
          <Alert
            type="error"
            showIcon
            data-testid={ids.loadError}
            message={t('resource.list.loadFailed')}
            action={
              <Button size="small" data-testid={ids.retry} onClick={() => grid.current?.refresh()}>
                {t('resource.list.retry')}
              </Button>
            }
          />
        )}
        {settings.columns && (
          <ResourceGrid
            ref={grid}
            resource={resource}
            ns={ns}
            columns={columns}
            arrangement={settings.columns}
            filters={query}
            selectable={actions.has('delete') || props.toolbarExtra !== undefined}
            {...(actions.has('update') ? { onEdit } : {})}
            {...(actions.has('delete') ? { onDelete: onDeleteRow } : {})}
            onSelectionChange={setSelected}
            onLoadError={onLoadError}
            onLoaded={onLoaded}
          />
        )}
      </Card>
      {formTarget && (
        <ResourceFormDialog
          resource={resource}
          ns={ns}
          formFields={props.formFields}
          {...(props.formDefaults ? { formDefaults: props.formDefaults } : {})}
          {...(props.toForm ? { toForm: props.toForm } : {})}
          {...(props.fromForm ? { fromForm: props.fromForm } : {})}
          target={formTarget}
          width={formWidth}
          onClose={() => setFormTarget(null)}
          onSaved={(added) => {
            setFormTarget(null);
            if (added !== undefined) props.onAdded?.(added);
            grid.current?.refresh();
            onChanged?.();
          }}
        />
      )}
      {importing && (
        <ImportDialog
          resource={resource}
          label={props.fieldLabel ? (field) => t(props.fieldLabel!(field)) : headerOf}
          onClose={() => setImporting(false)}
          onImported={() => {
            grid.current?.refresh();
            onChanged?.();
          }}
        />
      )}
    </div>
  );
}
