import { TEST_IDS, type AnyResource, type RowOf } from '@roadwatch/core';
import { isApiError } from '@roadwatch/core/http';
import { App, Button, Form, Modal, Space, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';
import { toasts } from '../app/toasts';
import { badRequestField } from '../forms/badRequestField';
import { fieldErrorsOf, zodFieldRule } from '../forms/zodFieldRule';
import { resourceCalls } from './resourceCalls';
import type { ResourceFormContext, ResourcePageProps } from './resourcePageTypes';

/** What the dialog edits: a new record, or the one with this id (its detail is loaded). */
export type FormTarget = { mode: 'add' } | { mode: 'edit'; id: number };

export interface ResourceFormDialogProps<R extends AnyResource> extends Pick<
  ResourcePageProps<R>,
  'resource' | 'ns' | 'formFields' | 'formDefaults' | 'toForm' | 'fromForm'
> {
  target: FormTarget;
  width: number;
  onClose: () => void;
  /** The row was saved; `added` is what the add call answered (undefined after an edit). */
  onSaved: (added?: unknown) => void;
}

const ids = TEST_IDS.resource;

/** The server's 400 sentence with its placeholders kept, to find the field it names. */
const BAD_REQUEST_TEMPLATE = (t: TFunction) =>
  t('errors.badRequest', { field: '{{field}}', reason: '{{reason}}' });

/** Without a page mapper: the form values without fields left empty by untouched inputs. */
const defaultFromForm = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null));

/**
 * Add and edit: an antd form checked field by field with the resource's save schema (the server's rule), parsed
 * whole on submit with every issue placed on its field; a refusal naming a field (400) lands on that field,
 * business refusals (code 0) toast.
 */
export function ResourceFormDialog<R extends AnyResource>({
  resource,
  ns,
  formFields,
  formDefaults,
  toForm,
  fromForm = defaultFromForm,
  target,
  width,
  onClose,
  onSaved,
}: ResourceFormDialogProps<R>) {
  const { t } = useTranslation([ns, 'resource']);
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const calls = resourceCalls(resource);
  const [loading, setLoading] = useState(target.mode === 'edit');
  const [saving, setSaving] = useState(false);
  const editId = target.mode === 'edit' ? target.id : null;

  useEffect(() => {
    if (editId === null) {
      form.setFieldsValue(formDefaults ?? {});
      return;
    }
    let live = true;
    api
      .call(calls.Detail, { id: editId } as never)
      .then((row) => {
        if (!live) return;
        const detail = row as RowOf<R>;
        form.setFieldsValue(toForm ? toForm(detail) : (detail as Record<string, unknown>));
        setLoading(false);
      })
      .catch((error: unknown) => {
        if (!live) return;
        if (!isApiError(error)) logError('pageLoad', 'resource detail', error);
        if (!isApiError(error) || error.kind !== 'cancelled') onClose();
      });
    return () => {
      live = false;
    };
    // The target decides what to load; the mappers are the page's constants.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editId]);

  const context = useMemo<ResourceFormContext>(
    () => ({
      form,
      mode: target.mode,
      rule: (field) => zodFieldRule(resource.save, field, t, fromForm),
    }),
    [form, target.mode, resource.save, t, fromForm],
  );

  const submit = async () => {
    // Only the form's own fields: a loaded row also carries fields the save schema does not take (id, operator).
    const values = form.getFieldsValue() as Record<string, unknown>;
    const fields = Object.keys(values);
    const parsed = resource.save.safeParse(fromForm(values));
    if (!parsed.success) {
      const errors = fieldErrorsOf(parsed.error, t, fields);
      form.setFields(errors.fields);
      for (const text of errors.other) toasts.push(text);
      return;
    }
    setSaving(true);
    try {
      let added: unknown;
      if (editId === null) added = await api.call(calls.Add, parsed.data as never, { toast: false });
      else
        await api.call(calls.Update, { ...(parsed.data as object), id: editId } as never, { toast: false });
      void message.success(t(editId === null ? 'resource.form.added' : 'resource.form.updated'));
      onSaved(added);
    } catch (error) {
      if (!isApiError(error)) throw error;
      const onField =
        error.kind === 'http' && error.status === 400 && error.serverMessage
          ? badRequestField(BAD_REQUEST_TEMPLATE(t), error.serverMessage, fields)
          : null;
      if (onField) form.setFields([{ name: onField.field, errors: [onField.reason] }]);
      else if (error.kind !== 'cancelled') toasts.push(error.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t(editId === null ? 'resource.form.addTitle' : 'resource.form.editTitle')}
      width={width}
      maskClosable={false}
      destroyOnHidden
      onCancel={onClose}
      footer={
        <Space>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button
            type="primary"
            loading={saving}
            disabled={loading}
            data-testid={ids.formSubmit}
            onClick={() => void submit()}
          >
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      <div data-testid={ids.formDialog}>
        <Spin spinning={loading}>
          <Form form={form} name="resourceForm" layout="horizontal" labelCol={{ flex: '120px' }} labelWrap>
            {formFields(context)}
          </Form>
        </Spin>
      </div>
    </Modal>
  );
}
