import { GAS_CARD_STATUSES, GAS_CARD_TYPES, TEST_IDS, gasCardResource, type RowOf } from '@roadwatch/core';
import { Form, Input, Select, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DepartmentSelect } from '../../basicData/DepartmentSelect';
import { GasCardStopButton } from '../../fleetRecords/GasCardStopButton';
import { auditColumnsOf } from '../../fleetRecords/recordColumns';
import { keywordAndDepartment, selectFilter } from '../../fleetRecords/recordInputs';
import { ResourcePage } from '../../resources/ResourcePage';
import type { ResourceColumn, ResourceFilter } from '../../resources/resourcePageTypes';
import type { PageProps } from '../../routes/pageRegistry';

type Row = RowOf<typeof gasCardResource>;

const f = (field: string) => `gasCard.fields.${field}`;

/** Fuel cards (`tmsGasCard`): master and sub cards by department; a card in normal use can be stopped, once. */
export function TmsGasCard({ route }: PageProps) {
  const { t } = useTranslation('fleetRecords');
  const mayStop = route.meta.operationIds.includes('tmsGasCard:stop');
  const statuses = useMemo(
    () => GAS_CARD_STATUSES.map((value) => ({ value, label: t(`gasCard.statuses.${value}`) })),
    [t],
  );
  const columns = useMemo<ResourceColumn<Row>[]>(
    () => [
      { field: 'cardNo', header: f('cardNo'), width: 170 },
      { field: 'sellingCompany', header: f('sellingCompany'), width: 150 },
      { field: 'accountNo', header: f('accountNo'), width: 140 },
      { field: 'cardholder', header: f('cardholder'), width: 110 },
      {
        field: 'cardType',
        header: f('cardType'),
        width: 130,
        format: (v) => t(`gasCard.types.${String(v)}`),
      },
      { field: 'departmentName', header: f('departmentName'), width: 150 },
      {
        field: 'status',
        header: f('status'),
        width: 100,
        render: (row) => (
          <Tag
            color={row.status === 'normal' ? 'green' : 'default'}
            data-testid={TEST_IDS.fleetRecords.cardStatus(row.id)}
            data-status={row.status}
          >
            {t(`gasCard.statuses.${row.status}`)}
          </Tag>
        ),
      },
      { field: 'remark', header: f('remark'), flex: 1, width: 140 },
      ...auditColumnsOf<Row>(f),
    ],
    [t],
  );
  const filters = useMemo<ResourceFilter[]>(
    () => [...keywordAndDepartment(f, false), selectFilter('status', f, statuses)],
    [statuses],
  );
  return (
    <ResourcePage
      resource={gasCardResource}
      route={route}
      ns="fleetRecords"
      title="gasCard.title"
      columns={columns}
      filters={filters}
      fieldLabel={f}
      toolbarExtra={mayStop ? (grid) => <GasCardStopButton grid={grid} /> : undefined}
      formFields={({ rule }) => (
        <>
          <Form.Item
            name="sellingCompany"
            label={t(f('sellingCompany'))}
            required
            rules={[rule('sellingCompany')]}
          >
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="cardNo" label={t(f('cardNo'))} required rules={[rule('cardNo')]}>
            <Input maxLength={32} />
          </Form.Item>
          <Form.Item name="accountNo" label={t(f('accountNo'))} rules={[rule('accountNo')]}>
            <Input maxLength={32} />
          </Form.Item>
          <Form.Item name="cardholder" label={t(f('cardholder'))} rules={[rule('cardholder')]}>
            <Input maxLength={32} />
          </Form.Item>
          <Form.Item name="cardType" label={t(f('cardType'))} required rules={[rule('cardType')]}>
            <Select
              options={GAS_CARD_TYPES.map((value) => ({ value, label: t(`gasCard.types.${value}`) }))}
            />
          </Form.Item>
          <Form.Item name="departmentId" label={t(f('departmentId'))} required rules={[rule('departmentId')]}>
            <DepartmentSelect />
          </Form.Item>
          <Form.Item name="remark" label={t(f('remark'))} rules={[rule('remark')]}>
            <Input.TextArea rows={2} maxLength={100} showCount />
          </Form.Item>
        </>
      )}
    />
  );
}
