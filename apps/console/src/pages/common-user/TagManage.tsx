import { tagResource, type RowOf } from '@roadwatch/core';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { DepartmentSelect } from '../../basicData/DepartmentSelect';
import { modifiedColumns } from '../../basicData/modifiedColumns';
import { ResourcePage } from '../../resources/ResourcePage';
import type { ResourceColumn } from '../../resources/resourcePageTypes';
import type { PageProps } from '../../routes/pageRegistry';
import { useKeywordFilter } from '../../basicData/useKeywordFilter';

type Row = RowOf<typeof tagResource>;
const k = (key: string) => `basicData.tag.${key}`;

const COLUMNS: ResourceColumn<Row>[] = [
  { field: 'code', header: k('code'), width: 150 },
  { field: 'name', header: k('name'), width: 160 },
  { field: 'remark', header: 'basicData.common.remark', flex: 1, width: 160 },
  ...modifiedColumns<Row>(),
];

/** Tags (`tagManage`): a code unique in the company and a name. */
export function TagManage({ route }: PageProps) {
  const { t } = useTranslation('basicData');
  const filters = useKeywordFilter(k('keywordHint'));
  return (
    <ResourcePage
      resource={tagResource}
      route={route}
      ns="basicData"
      title={k('title')}
      columns={COLUMNS}
      filters={filters}
      formFields={({ rule }) => (
        <>
          <Form.Item name="code" label={t(k('code'))} required rules={[rule('code')]}>
            <Input maxLength={32} />
          </Form.Item>
          <Form.Item name="name" label={t(k('name'))} required rules={[rule('name')]}>
            <Input maxLength={32} />
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
