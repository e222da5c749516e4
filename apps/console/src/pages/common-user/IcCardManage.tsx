import { icCardResource, type RowOf } from '@roadwatch/core';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { DepartmentSelect } from '../../basicData/DepartmentSelect';
import { DriverSelect } from '../../basicData/DriverSelect';
import { modifiedColumns } from '../../basicData/modifiedColumns';
import { ResourcePage } from '../../resources/ResourcePage';
import type { ResourceColumn } from '../../resources/resourcePageTypes';
import type { PageProps } from '../../routes/pageRegistry';
import { useKeywordFilter } from '../../basicData/useKeywordFilter';

type Row = RowOf<typeof icCardResource>;
const k = (key: string) => `basicData.icCard.${key}`;

const COLUMNS: ResourceColumn<Row>[] = [
  { field: 'cardNo', header: k('cardNo'), width: 160 },
  { field: 'driverName', header: k('driver'), width: 120 },
  { field: 'remark', header: 'basicData.common.remark', flex: 1, width: 160 },
  ...modifiedColumns<Row>(),
];

/** IC cards (`icCardManage`): a number unique in the company, issued to a driver or to nobody. */
export function IcCardManage({ route }: PageProps) {
  const { t } = useTranslation('basicData');
  const filters = useKeywordFilter(k('keywordHint'));
  return (
    <ResourcePage
      resource={icCardResource}
      route={route}
      ns="basicData"
      title={k('title')}
      columns={COLUMNS}
      filters={filters}
      formFields={({ rule, form }) => (
        <>
          <Form.Item name="cardNo" label={t(k('cardNo'))} required rules={[rule('cardNo')]}>
            <Input maxLength={32} />
          </Form.Item>
          <Form.Item name="driverId" label={t(k('driver'))} rules={[rule('driverId')]}>
            <DriverSelect initialLabel={form.getFieldValue('driverName') as string | undefined} />
          </Form.Item>
          <Form.Item
            name="departmentId"
            label={t('basicData.common.department')}
            required
            rules={[rule('departmentId')]}
          >
            <DepartmentSelect />
          </Form.Item>
          <Form.Item name="remark" label={t('basicData.common.remark')} rules={[rule('remark')]}>
            <Input.TextArea rows={2} maxLength={100} />
          </Form.Item>
        </>
      )}
    />
  );
}
