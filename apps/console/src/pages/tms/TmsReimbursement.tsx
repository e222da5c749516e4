import {
  REIMBURSEMENT_CATEGORIES,
  TEST_IDS,
  reimbursementResource,
  reimbursementTotalFen,
  type RowOf,
} from '@roadwatch/core';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { DepartmentSelect } from '../../basicData/DepartmentSelect';
import { ChinaDayPicker } from '../../fleet/ChinaDayPicker';
import { auditColumnsOf, dayText, moneyText } from '../../fleetRecords/recordColumns';
import { keywordAndDepartment, MoneyInput } from '../../fleetRecords/recordInputs';
import { notInFutureRule } from '../../fleetRecords/notInFutureRule';
import { ResourcePage } from '../../resources/ResourcePage';
import type { ResourceColumn } from '../../resources/resourcePageTypes';
import type { PageProps } from '../../routes/pageRegistry';

type Row = RowOf<typeof reimbursementResource>;

const f = (field: string) => `reimbursement.fields.${field}`;

const COLUMNS: ResourceColumn<Row>[] = [
  { field: 'reimbursementNo', header: f('reimbursementNo'), width: 150 },
  { field: 'day', header: f('day'), width: 120, format: dayText },
  { field: 'applicant', header: f('applicant'), width: 110 },
  { field: 'approver', header: f('approver'), width: 110 },
  { field: 'departmentName', header: f('departmentName'), width: 150 },
  { field: 'total', header: f('total'), width: 130, format: moneyText },
  ...REIMBURSEMENT_CATEGORIES.map((c) => ({ field: c, header: f(c), width: 120, format: moneyText })),
  { field: 'description', header: f('description'), flex: 1, width: 160 },
  ...auditColumnsOf<Row>(f),
];
const FILTERS = keywordAndDepartment(f);
const DEFAULTS = Object.fromEntries(REIMBURSEMENT_CATEGORIES.map((c) => [c, 0]));

/** The total of the form's amounts as it stands, worked out as the server does (in fen). */
function TotalText() {
  const form = Form.useFormInstance();
  const amounts = Form.useWatch(
    (values: Record<string, unknown>) =>
      Object.fromEntries(
        REIMBURSEMENT_CATEGORIES.map((c) => [c, typeof values[c] === 'number' ? values[c] : 0]),
      ),
    form,
  );
  return (
    <span data-testid={TEST_IDS.fleetRecords.reimbursementTotal}>
      {(reimbursementTotalFen(amounts ?? {}) / 100).toFixed(2)}
    </span>
  );
}

/** Reimbursements (`tmsReimbursement`): number, day, applicant and approver, amounts by category and their total. */
export function TmsReimbursement({ route }: PageProps) {
  const { t } = useTranslation('fleetRecords');
  return (
    <ResourcePage
      resource={reimbursementResource}
      route={route}
      ns="fleetRecords"
      title="reimbursement.title"
      columns={COLUMNS}
      filters={FILTERS}
      fieldLabel={f}
      formWidth={600}
      formDefaults={DEFAULTS}
      formFields={({ rule }) => (
        <>
          <Form.Item
            name="reimbursementNo"
            label={t(f('reimbursementNo'))}
            required
            rules={[rule('reimbursementNo')]}
          >
            <Input maxLength={32} />
          </Form.Item>
          <Form.Item name="day" label={t(f('day'))} required rules={[rule('day'), notInFutureRule(t, true)]}>
            <ChinaDayPicker />
          </Form.Item>
          <Form.Item name="applicant" label={t(f('applicant'))} required rules={[rule('applicant')]}>
            <Input maxLength={32} />
          </Form.Item>
          <Form.Item name="approver" label={t(f('approver'))} required rules={[rule('approver')]}>
            <Input maxLength={32} />
          </Form.Item>
          <Form.Item name="departmentId" label={t(f('departmentId'))} required rules={[rule('departmentId')]}>
            <DepartmentSelect />
          </Form.Item>
          {REIMBURSEMENT_CATEGORIES.map((c) => (
            <Form.Item key={c} name={c} label={t(f(c))} rules={[rule(c)]}>
              <MoneyInput />
            </Form.Item>
          ))}
          <Form.Item label={t(f('total'))}>
            <TotalText />
          </Form.Item>
          <Form.Item name="description" label={t(f('description'))} rules={[rule('description')]}>
            <Input.TextArea rows={2} maxLength={200} showCount />
          </Form.Item>
        </>
      )}
    />
  );
}
