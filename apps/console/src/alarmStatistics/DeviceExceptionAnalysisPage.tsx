import {
  ALARM_STAT_MAX_DAYS,
  ENDPOINTS,
  TEST_IDS,
  type DepartmentNode,
  type DeviceExceptionAnalysisResponse,
  type ExceptionTopVehicle,
} from '@roadwatch/core';
import { isApiError } from '@roadwatch/core/http';
import {
  Alert,
  Button,
  Card,
  DatePicker,
  Empty,
  Form,
  Space,
  Spin,
  Table,
  TreeSelect,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';
import { fromChinaPicker, toChinaPicker } from '../alarmHandling/grid/chinaPickerTime';
import type { MenuRoute } from '../routes/menuRoute';
import { ExceptionBarChartView } from './ExceptionBarChartView';
import { lastWeek } from './statQuery';
import '../alarmHandling/alarmProcessing.css';
import './alarmStatistics.css';

interface Query {
  bTime: number;
  eTime: number;
  departmentId?: number;
}
interface FormValues {
  range: [Dayjs, Dayjs];
  departmentId?: number;
}
interface TreeOption {
  value: number;
  title: string;
  children: TreeOption[];
}
type Loaded =
  { state: 'loading' } | { state: 'failed' } | { state: 'done'; data: DeviceExceptionAnalysisResponse };

const toTree = (nodes: DepartmentNode[]): TreeOption[] =>
  nodes.map((n) => ({ value: n.id, title: n.name, children: toTree(n.children) }));

/** Device exceptions of a range and department: bars per day stacked by type, and the ten vehicles with the most. */
export function DeviceExceptionAnalysisPage({ route }: { route: MenuRoute }) {
  const { t } = useTranslation();
  const defaults = useMemo<Query>(() => {
    const { bTime, eTime } = lastWeek();
    return { bTime, eTime };
  }, []);
  const [query, setQuery] = useState<Query>(defaults);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [departments, setDepartments] = useState<TreeOption[]>([]);

  useEffect(() => {
    api
      .call(ENDPOINTS.alarmDepartmentTree, {})
      .then((tree) => setDepartments(toTree(tree)))
      .catch((error: unknown) => logError('pageLoad', 'alarmDepartmentTree failed', error));
  }, []);

  useEffect(() => {
    let live = true;
    api
      .call(ENDPOINTS.deviceExceptionAnalysis, query)
      .then((data) => live && setLoaded({ state: 'done', data }))
      .catch((error: unknown) => {
        if (!live || (isApiError(error) && error.kind === 'cancelled')) return;
        if (!isApiError(error)) logError('pageLoad', 'deviceExceptionAnalysis failed', error);
        setLoaded({ state: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [query]);

  const submit = (v: FormValues) => {
    setLoaded({ state: 'loading' });
    setQuery({
      bTime: fromChinaPicker(v.range[0].startOf('day')),
      eTime: fromChinaPicker(v.range[1].endOf('day').millisecond(0)),
      ...(v.departmentId === undefined ? {} : { departmentId: v.departmentId }),
    });
  };

  const rangeRule = {
    validator: (_: unknown, value: [Dayjs, Dayjs] | undefined) => {
      if (!value) return Promise.reject(new Error(t('validation.dateRequired')));
      if (value[1].diff(value[0], 'day') >= ALARM_STAT_MAX_DAYS)
        return Promise.reject(new Error(t('validation.dateSpanDays', { max: ALARM_STAT_MAX_DAYS })));
      return Promise.resolve();
    },
  };

  const data = loaded.state === 'done' ? loaded.data : null;
  const empty = data !== null && data.series.length === 0;

  return (
    <div className="alarm-processing" data-testid={TEST_IDS.alarmStatistics.analysis}>
      <Card size="small">
        <Form<FormValues>
          layout="inline"
          className="alarm-filter-bar"
          initialValues={{ range: [toChinaPicker(defaults.bTime), toChinaPicker(defaults.eTime)] }}
          onFinish={submit}
        >
          <Form.Item name="range" label={t('alarmStatistics.filter.range')} rules={[rangeRule]}>
            <DatePicker.RangePicker allowClear={false} format="YYYY-MM-DD" />
          </Form.Item>
          <Form.Item name="departmentId" label={t('alarmStatistics.filter.department')}>
            <TreeSelect
              allowClear
              showSearch
              treeNodeFilterProp="title"
              placeholder={t('alarmStatistics.filter.allDepartments')}
              style={{ width: 180 }}
              treeData={departments}
              treeDefaultExpandAll
            />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" data-testid={TEST_IDS.alarmStatistics.search}>
              {t('alarmStatistics.filter.query')}
            </Button>
          </Form.Item>
        </Form>
      </Card>
      <Card size="small">
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text strong data-testid={TEST_IDS.page.title}>
            {route.meta.title || t('alarmStatistics.analysis.title')}
          </Typography.Text>
          {loaded.state === 'failed' && (
            <Alert type="error" showIcon message={t('alarmStatistics.loadFailed')} />
          )}
          {loaded.state === 'loading' && <Spin />}
          {empty && <Empty description={t('alarmStatistics.analysis.empty')} />}
          {data && !empty && (
            <>
              <Typography.Text type="secondary">{t('alarmStatistics.analysis.chartTitle')}</Typography.Text>
              <ExceptionBarChartView
                days={data.days}
                series={data.series}
                testId={TEST_IDS.alarmStatistics.analysisChart}
              />
              <Typography.Text type="secondary">{t('alarmStatistics.analysis.topTitle')}</Typography.Text>
              <Table<ExceptionTopVehicle>
                data-testid={TEST_IDS.alarmStatistics.analysisTop}
                size="small"
                rowKey="vehicleId"
                pagination={false}
                dataSource={data.top}
                columns={[
                  {
                    key: 'rank',
                    title: t('alarmStatistics.analysis.rank'),
                    width: 70,
                    render: (_, __, i) => i + 1,
                  },
                  { key: 'plate', dataIndex: 'plate', title: t('alarmStatistics.column.plate') },
                  { key: 'org', dataIndex: 'orgName', title: t('alarmStatistics.column.org') },
                  {
                    key: 'count',
                    dataIndex: 'count',
                    title: t('alarmStatistics.analysis.count'),
                    align: 'right',
                  },
                ]}
              />
            </>
          )}
        </Space>
      </Card>
    </div>
  );
}
