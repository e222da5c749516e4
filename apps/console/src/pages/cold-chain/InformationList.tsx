import {
  INFORMATION_CATEGORIES,
  INFORMATION_LIMITS,
  formatChinaTime,
  informationResource,
  TEST_IDS,
  type RowOf,
} from '@roadwatch/core';
import { Button, Form, Input, Select, Switch, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DepartmentSelect } from '../../basicData/DepartmentSelect';
import { modifiedColumns } from '../../basicData/modifiedColumns';
import { InformationDetail } from '../../information/InformationDetail';
import { ResourcePage } from '../../resources/ResourcePage';
import type { ResourceColumn, ResourceFilter } from '../../resources/resourcePageTypes';
import type { PageProps } from '../../routes/pageRegistry';

type Row = RowOf<typeof informationResource>;
const k = (key: string) => `information.list.${key}`;
const ids = TEST_IDS.information;
const CATEGORY_COLORS: Record<Row['category'], string> = {
  notice: 'orange',
  news: 'blue',
  regulation: 'purple',
  guide: 'green',
};
const FORM_DEFAULTS = { category: 'notice', published: false };

/**
 * The information list (`informationList`): notices, news, regulations and guides, drafts until published. A
 * title opens the item as readers see it.
 */
export function InformationList({ route }: PageProps) {
  const { t } = useTranslation('information');
  const [reading, setReading] = useState<Row | null>(null);
  const categoryOptions = useMemo(
    () => INFORMATION_CATEGORIES.map((c) => ({ value: c, label: t(`information.categories.${c}`) })),
    [t],
  );

  const columns = useMemo<ResourceColumn<Row>[]>(
    () => [
      {
        field: 'title',
        header: k('itemTitle'),
        flex: 1,
        width: 260,
        render: (row) => (
          <Button
            type="link"
            className="information-title-link"
            title={row.title}
            data-testid={ids.open(row.id)}
            onClick={() => setReading(row)}
          >
            {row.title}
          </Button>
        ),
      },
      {
        field: 'category',
        header: k('category'),
        width: 120,
        render: (row) => (
          <Tag color={CATEGORY_COLORS[row.category]}>{t(`information.categories.${row.category}`)}</Tag>
        ),
      },
      {
        field: 'published',
        header: k('state'),
        width: 100,
        render: (row) => (
          <Tag color={row.published ? 'success' : 'default'}>
            {t(row.published ? k('publishedState') : k('draft'))}
          </Tag>
        ),
      },
      {
        field: 'publishedAt',
        header: k('publishedAt'),
        width: 170,
        format: (v) => (typeof v === 'number' ? formatChinaTime(v) : ''),
      },
      ...modifiedColumns<Row>(),
    ],
    [t],
  );

  const filters = useMemo<ResourceFilter[]>(
    () => [
      {
        name: 'keyword',
        label: 'basicData.common.keyword',
        input: <Input allowClear maxLength={32} placeholder={t(k('keywordHint'))} />,
      },
      {
        name: 'category',
        label: k('category'),
        input: (
          <Select
            allowClear
            style={{ width: 150 }}
            placeholder={t(k('allCategories'))}
            options={categoryOptions}
          />
        ),
      },
      {
        name: 'published',
        label: k('state'),
        input: (
          <Select
            allowClear
            style={{ width: 120 }}
            placeholder={t(k('allStates'))}
            options={[
              { value: true, label: t(k('publishedState')) },
              { value: false, label: t(k('draft')) },
            ]}
          />
        ),
      },
    ],
    [t, categoryOptions],
  );

  return (
    <>
      <ResourcePage
        resource={informationResource}
        route={route}
        ns="information"
        title={k('title')}
        columns={columns}
        filters={filters}
        formWidth={720}
        formDefaults={FORM_DEFAULTS}
        formFields={({ rule }) => (
          <>
            <Form.Item name="title" label={t(k('itemTitle'))} required rules={[rule('title')]}>
              <Input maxLength={INFORMATION_LIMITS.titleMax} showCount />
            </Form.Item>
            <Form.Item name="category" label={t(k('category'))} required rules={[rule('category')]}>
              <Select options={categoryOptions} style={{ width: 200 }} />
            </Form.Item>
            <Form.Item
              name="content"
              label={t(k('content'))}
              required
              rules={[rule('content')]}
              extra={t(k('contentHint'), { max: INFORMATION_LIMITS.contentMax })}
            >
              <Input.TextArea rows={10} maxLength={INFORMATION_LIMITS.contentMax} showCount />
            </Form.Item>
            <Form.Item name="published" label={t(k('published'))} valuePropName="checked">
              <Switch />
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
      {reading && <InformationDetail row={reading} onClose={() => setReading(null)} />}
    </>
  );
}
