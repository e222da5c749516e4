import { TEST_IDS } from '@roadwatch/core';
import { Button, Form, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { activeFilters } from './listRequest';
import type { ResourceFilter } from './resourcePageTypes';

export interface ResourceFilterBarProps {
  ns: string;
  filters: readonly ResourceFilter[];
  onSearch: (filters: Record<string, unknown>) => void;
}

const ids = TEST_IDS.resource;

/** The filter bar: the page's filter inputs, search (applies them, back to page 1) and reset (clears them). */
export function ResourceFilterBar({ ns, filters, onSearch }: ResourceFilterBarProps) {
  const { t } = useTranslation([ns, 'resource']);
  const [form] = Form.useForm();
  if (filters.length === 0) return null;
  return (
    <Form
      form={form}
      layout="inline"
      className="resource-filter-bar"
      data-testid={ids.filterBar}
      name="resourceFilters"
      onFinish={(values: Record<string, unknown>) => onSearch(activeFilters(values))}
    >
      {filters.map((filter) => (
        <Form.Item key={filter.name} name={filter.name} label={t(filter.label)}>
          {filter.input}
        </Form.Item>
      ))}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid={ids.search}>
            {t('resource.filter.search')}
          </Button>
          <Button
            data-testid={ids.reset}
            onClick={() => {
              form.resetFields();
              onSearch({});
            }}
          >
            {t('resource.filter.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
