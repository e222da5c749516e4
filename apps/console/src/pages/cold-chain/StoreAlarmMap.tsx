import { ENDPOINTS, formatChinaTime, TEST_IDS, type StoreAlarmMapSite } from '@roadwatch/core';
import type { ElementShape, LonLat } from '@roadwatch/map';
import { Alert, Card, Empty, List, Space, Spin, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { ElementMap } from '../../mapElement/ElementMap';
import type { PageProps } from '../../routes/pageRegistry';
import { useStoreCall } from '../../store/useStoreCall';
import '../../store/store.css';

const loadMap = () => api.call(ENDPOINTS.storeAlarmMap, {});
/** The whole country, while no store is in alarm. */
const CHINA: LonLat[] = [
  [73.5, 18],
  [135, 53.5],
];
/** Half a degree around one store, so it is shown among its city's outlines. */
const around = (s: StoreAlarmMapSite): LonLat[] => [
  [s.longitude - 0.25, s.latitude - 0.25],
  [s.longitude + 0.25, s.latitude + 0.25],
];

function boundsOf(sites: readonly StoreAlarmMapSite[]): LonLat[] {
  if (sites.length === 0) return CHINA;
  if (sites.length === 1 && sites[0]) return around(sites[0]);
  const lons = sites.map((s) => s.longitude);
  const lats = sites.map((s) => s.latitude);
  return [
    [Math.min(...lons), Math.min(...lats)],
    [Math.max(...lons), Math.max(...lats)],
  ];
}

/**
 * Store alarm positions (`storeAlarmMap`): the stores with temperature alarms not yet ended on the offline map,
 * with the list beside it (open alarms by type, the newest, the freezers concerned); a list item centres its store.
 */
export function StoreAlarmMap({ route }: PageProps) {
  const { t } = useTranslation('store');
  const { loaded } = useStoreCall(loadMap);
  const [focus, setFocus] = useState<number | null>(null);
  const sites = useMemo(() => (loaded.state === 'done' ? loaded.data : []), [loaded]);
  const shapes = useMemo<ElementShape[]>(
    () => sites.map((s) => ({ kind: 'point', id: s.siteId, name: s.name, at: [s.longitude, s.latitude] })),
    [sites],
  );
  const focused = sites.find((s) => s.siteId === focus);
  const fit = focused ? around(focused) : boundsOf(sites);

  return (
    <div className="store-page" data-testid={TEST_IDS.store.alarmMap}>
      <Card size="small">
        <Space wrap>
          <Typography.Text strong data-testid={TEST_IDS.page.title}>
            {route.meta.title || t('store.alarmMap.title')}
          </Typography.Text>
          <Typography.Text type="secondary">
            {t('store.alarmMap.count', { count: sites.length })}
          </Typography.Text>
          <Tag>{t('store.alarmMap.offlineMap')}</Tag>
        </Space>
      </Card>
      {loaded.state === 'failed' && <Alert type="error" showIcon message={t('store.alarmMap.empty')} />}
      <div className="store-alarm-map">
        <Card size="small">
          <ElementMap
            elements={shapes}
            fit={fit}
            className="store-alarm-map__canvas"
            testId={TEST_IDS.store.alarmMapCanvas}
          />
        </Card>
        <Card size="small" title={t('store.alarmMap.list')} className="store-alarm-map__list">
          <Spin spinning={loaded.state === 'loading'}>
            {sites.length === 0 ? (
              <Empty description={t('store.alarmMap.empty')} />
            ) : (
              <List
                dataSource={sites}
                renderItem={(s) => (
                  <List.Item
                    key={s.siteId}
                    data-testid={TEST_IDS.store.alarmMapItem(s.siteId)}
                    onClick={() => setFocus(s.siteId)}
                    style={{ cursor: 'pointer', background: s.siteId === focus ? '#e6f4ff' : undefined }}
                  >
                    <List.Item.Meta
                      title={s.name}
                      description={
                        <Space direction="vertical" size={0}>
                          <span>{s.address || s.departmentName}</span>
                          <Space size={4} wrap>
                            <Tag color="red">
                              {t('store.alarmMap.open')} {s.total}
                            </Tag>
                            {s.high > 0 && (
                              <Tag color="volcano">
                                {t('alarm.temperatureAlarm.high')} {s.high}
                              </Tag>
                            )}
                            {s.low > 0 && (
                              <Tag color="blue">
                                {t('alarm.temperatureAlarm.low')} {s.low}
                              </Tag>
                            )}
                          </Space>
                          <span>
                            {t('store.alarmMap.latest')}: {formatChinaTime(s.latestTime)}
                          </span>
                          <span>
                            {t('store.alarmMap.freezers')}: {s.freezers.join('、')}
                          </span>
                        </Space>
                      }
                    />
                  </List.Item>
                )}
              />
            )}
          </Spin>
        </Card>
      </div>
    </div>
  );
}
