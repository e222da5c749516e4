import { UploadOutlined } from '@ant-design/icons';
import { importLimitsOf, TEST_IDS, type AnyResource, type ImportParseResult } from '@roadwatch/core';
import type { RowSelectionState } from '@tanstack/react-table';
import { App, Button, Checkbox, Modal, Space, Spin, Typography, Upload } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import { ImportPreview } from './ImportPreview';
import { ImportResult } from './ImportResult';
import { bytesToBase64, importFileProblem } from './importFile';
import { importableRows, pickedRowNos, selectAllImportable } from './importRows';
import { resourceCalls } from './resourceCalls';
import { useImportRun } from './useImportRun';

export interface ImportDialogProps {
  resource: AnyResource;
  label: (field: string) => string;
  onClose: () => void;
  /** Rows were written: the list should reload. */
  onImported: () => void;
}

const ids = TEST_IDS.resource;

/**
 * Import from a spreadsheet: template, pick a .xls/.xlsx of at most the resource's size (10 MB by default), preview with per-row problems and
 * selection, then the import of the selected rows with its progress, cancel and summary.
 */
export function ImportDialog({ resource, label, onClose, onImported }: ImportDialogProps) {
  const { t } = useTranslation('resource');
  const { message } = App.useApp();
  const calls = resourceCalls(resource);
  const { maxBytes, maxRows } = importLimitsOf(resource);
  const maxMb = maxBytes / 1024 / 1024;
  const [parsing, setParsing] = useState(false);
  const [parsed, setParsed] = useState<ImportParseResult | null>(null);
  // Among thousands of rows, the few with problems are found by showing only them.
  const [problemsOnly, setProblemsOnly] = useState(false);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [starting, setStarting] = useState(false);
  const run = useImportRun(resource);
  const state = run.progress?.state ?? null;

  const selectable = useMemo(() => importableRows(parsed?.rows ?? []), [parsed]);
  const selectedRows = pickedRowNos(selection);

  const pick = async (file: File) => {
    const problem = importFileProblem(file, maxBytes);
    if (problem) {
      void message.error(t(`import.${problem}`, { max: maxMb }));
      return;
    }
    setParsing(true);
    try {
      const content = bytesToBase64(new Uint8Array(await file.arrayBuffer()));
      const result = await api.call(calls.ImportParse, { fileName: file.name, content });
      setParsed(result);
      // A fresh preview picks every row that can be imported.
      setSelection(selectAllImportable(result.rows));
    } catch {
      // The client toasted the refusal; the user may pick another file.
    } finally {
      setParsing(false);
    }
  };

  const start = async () => {
    if (!parsed) return;
    if (selectedRows.length === 0) {
      void message.warning(t('import.selectFirst'));
      return;
    }
    setStarting(true);
    try {
      await run.start(parsed.importId, selectedRows);
    } catch {
      // Toasted by the client; the preview stays for another try.
    } finally {
      setStarting(false);
    }
  };

  const finished = state === 'done' || state === 'cancelled' || state === 'failed';
  const close = () => {
    if (state === 'done' && (run.progress?.imported ?? 0) > 0) onImported();
    onClose();
  };

  const footer =
    state === 'running' ? (
      <Button danger data-testid={ids.importCancel} onClick={() => void run.cancel().catch(() => undefined)}>
        {t('import.cancel')}
      </Button>
    ) : finished ? (
      <Button type="primary" onClick={close}>
        {t('import.close')}
      </Button>
    ) : (
      <Space>
        <Button onClick={close}>{t('common.cancel')}</Button>
        <Button
          type="primary"
          disabled={!parsed}
          loading={starting}
          data-testid={ids.importStart}
          onClick={() => void start()}
        >
          {t('import.start')}
        </Button>
      </Space>
    );

  return (
    <Modal
      open
      title={t('import.title')}
      width={1000}
      maskClosable={false}
      closable={state !== 'running'}
      onCancel={close}
      footer={footer}
    >
      <div className="import-dialog" data-testid={ids.importDialog}>
        {state === null && (
          <>
            <Space wrap>
              <Button
                data-testid={ids.importTemplate}
                onClick={() => void api.blob(calls.ImportTemplate, {}).catch(() => undefined)}
              >
                {t('import.template')}
              </Button>
              <Upload
                accept=".xls,.xlsx"
                showUploadList={false}
                maxCount={1}
                beforeUpload={(file) => {
                  void pick(file);
                  return Upload.LIST_IGNORE;
                }}
              >
                <Button icon={<UploadOutlined />} loading={parsing} data-testid={ids.importUpload}>
                  {parsed ? t('import.again') : t('import.pick')}
                </Button>
              </Upload>
              <Typography.Text type="secondary">
                {t('import.hint', { max: maxMb, rows: maxRows })}
              </Typography.Text>
            </Space>
            <Spin spinning={parsing}>
              {parsed && (
                <>
                  <div className="import-dialog__bar">
                    <Typography.Text data-testid={ids.importSummary}>
                      {t('import.summary', {
                        total: parsed.rows.length,
                        valid: selectable.length,
                        invalid: parsed.rows.length - selectable.length,
                      })}
                    </Typography.Text>
                    <Space>
                      <Checkbox
                        checked={problemsOnly}
                        disabled={parsed.rows.length === selectable.length}
                        onChange={(e) => setProblemsOnly(e.target.checked)}
                        data-testid={ids.importProblemsOnly}
                      >
                        {t('import.problemsOnly')}
                      </Checkbox>
                      <Typography.Text>
                        {t('import.selected', { count: selectedRows.length })}
                      </Typography.Text>
                      <Button
                        size="small"
                        data-testid={ids.importSelectAll}
                        onClick={() => setSelection(selectAllImportable(parsed.rows))}
                      >
                        {t('import.selectAll')}
                      </Button>
                      <Button
                        size="small"
                        data-testid={ids.importSelectNone}
                        onClick={() => setSelection({})}
                      >
                        {t('import.selectNone')}
                      </Button>
                    </Space>
                  </div>
                  <ImportPreview
                    fields={parsed.fields}
                    rows={
                      problemsOnly ? parsed.rows.filter((r) => Object.keys(r.errors).length > 0) : parsed.rows
                    }
                    label={label}
                    selection={selection}
                    onSelectionChange={setSelection}
                  />
                </>
              )}
            </Spin>
          </>
        )}
        {run.progress && <ImportResult progress={run.progress} />}
      </div>
    </Modal>
  );
}
