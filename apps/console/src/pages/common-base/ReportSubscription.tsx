import {
  EXPORT_FORMATS,
  EXPORT_KEEP_DAYS,
  SUBSCRIBABLE_REPORTS,
  SUBSCRIPTION_KINDS,
  TEST_IDS,
  formatChinaDate,
  formatChinaTime,
  reportSubscriptionResource,
  type RowOf,
} from '@roadwatch/core';
import { Form, Radio, Select, Switch, Tag, Tooltip, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '../../resources/ResourcePage';
import type { ResourceColumn, ResourceFilter } from '../../resources/resourcePageTypes';
import type { PageProps } from '../../routes/pageRegistry';

type Row = RowOf<typeof reportSubscriptionResource>;

const k = (key: string) => `subscription.${key}`;
const STATE_COLOUR = { created: 'default', succeeded: 'success', failed: 'error' } as const;
const FORM_DEFAULTS = { report: SUBSCRIBABLE_REPORTS[0], kind: 'daily', format: 'xlsx', email: false };
const time = (v: unknown) => (typeof v === 'number' ? formatChinaTime(v) : '');

/**
 * Report subscriptions (`reportSubscription`): the signed-in user's own subscriptions. Each is delivered at 07:00
 * China time (daily for the day before, Mondays for the week before, the 1st for the month before) to the download
 * centre and the message centre, by e-mail when asked; the list shows how the last delivery went and why one failed.
 */
export function ReportSubscription({ route }: PageProps) {
  const { t } = useTranslation(['exportCenter', 'errors']);
  const options = useMemo(
    () => ({
      reports: SUBSCRIBABLE_REPORTS.map((value) => ({ value, label: t(k(`reports.${value}`)) })),
      kinds: SUBSCRIPTION_KINDS.map((value) => ({ value, label: t(k(`kinds.${value}`)) })),
      formats: EXPORT_FORMATS.map((value) => ({ value, label: t(`formats.${value}`) })),
    }),
    [t],
  );
  const columns = useMemo<ResourceColumn<Row>[]>(
    () => [
      {
        field: 'report',
        header: k('report'),
        flex: 1,
        width: 200,
        format: (v) => t(k(`reports.${String(v)}`)),
      },
      { field: 'kind', header: k('kind'), width: 140, format: (v) => t(k(`kinds.${String(v)}`)) },
      { field: 'format', header: k('format'), width: 90, format: (v) => t(`formats.${String(v)}`) },
      { field: 'email', header: k('email'), width: 110, format: (v) => t(k(v ? 'yes' : 'no')) },
      {
        field: 'state',
        header: k('state'),
        width: 110,
        render: (row) => {
          const tag = (
            <Tag color={STATE_COLOUR[row.state]} data-testid={TEST_IDS.reportSubscription.state(row.id)}>
              {t(k(`states.${row.state}`))}
            </Tag>
          );
          return row.failureKey ? <Tooltip title={t(row.failureKey)}>{tag}</Tooltip> : tag;
        },
      },
      {
        field: 'failureKey',
        header: k('failure'),
        width: 200,
        format: (v) => (typeof v === 'string' ? t(v) : ''),
      },
      {
        field: 'lastPeriodStart',
        header: k('lastPeriod'),
        width: 120,
        format: (v) => (typeof v === 'number' ? formatChinaDate(v) : ''),
      },
      { field: 'lastDeliveredAt', header: k('lastDeliveredAt'), width: 170, format: time },
      { field: 'createdAt', header: k('createdAt'), width: 170, format: time },
    ],
    [t],
  );
  const filters = useMemo<ResourceFilter[]>(
    () => [
      {
        name: 'kind',
        label: k('kind'),
        input: <Select allowClear style={{ width: 150 }} options={options.kinds} />,
      },
    ],
    [options.kinds],
  );

  return (
    <ResourcePage
      resource={reportSubscriptionResource}
      route={route}
      ns="exportCenter"
      title={k('title')}
      columns={columns}
      filters={filters}
      fieldLabel={k}
      formDefaults={FORM_DEFAULTS}
      toolbarExtra={() => (
        <Typography.Text type="secondary" data-testid={TEST_IDS.reportSubscription.hint}>
          {t(k('hint'), { days: EXPORT_KEEP_DAYS })}
        </Typography.Text>
      )}
      formFields={({ rule }) => (
        <>
          <Form.Item name="report" label={t(k('report'))} required rules={[rule('report')]}>
            <Select options={options.reports} />
          </Form.Item>
          <Form.Item name="kind" label={t(k('kind'))} required rules={[rule('kind')]}>
            <Radio.Group options={options.kinds} optionType="button" />
          </Form.Item>
          <Form.Item name="format" label={t(k('format'))} required rules={[rule('format')]}>
            <Radio.Group options={options.formats} />
          </Form.Item>
          <Form.Item
            name="email"
            label={t(k('email'))}
            valuePropName="checked"
            extra={t(k('emailHint'))}
            rules={[rule('email')]}
          >
            <Switch />
          </Form.Item>
        </>
      )}
    />
  );
}
