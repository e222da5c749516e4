import {
  STOP_SECONDS,
  OVERSPEED_SECONDS,
  ZONE_ALARM_KINDS,
  zoneAlarmResource,
  type RowOf,
} from '@roadwatch/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useKeywordFilter } from '../../basicData/useKeywordFilter';
import { ResourcePage } from '../../resources/ResourcePage';
import type { ResourceColumn } from '../../resources/resourcePageTypes';
import type { PageProps } from '../../routes/pageRegistry';
import { periodsText, ruleColumns } from '../../zoneAlarm/ruleColumns';
import { useRuleOptions } from '../../zoneAlarm/useRuleOptions';
import { ZoneAlarmFormFields } from '../../zoneAlarm/ZoneAlarmFormFields';

type Row = RowOf<typeof zoneAlarmResource>;

/** Zone alarms (`zoneAlarmSet`): an area watched for chosen vehicles (at most 30 zones a vehicle). */
export function ZoneAlarmSet({ route }: PageProps) {
  const { t } = useTranslation('zoneAlarm');
  const filters = useKeywordFilter('zoneAlarm.common.keywordHint');
  const options = useRuleOptions('zone');
  const columns = useMemo<ResourceColumn<Row>[]>(
    () => [
      { field: 'areaName', header: 'zoneAlarm.zone.area', width: 160 },
      {
        field: 'entry',
        header: 'zoneAlarm.zone.kinds',
        width: 240,
        format: (_, row) =>
          ZONE_ALARM_KINDS.filter((kind) => row[kind])
            .map((kind) => t(kind === 'overspeed' ? 'zoneAlarm.common.overspeed' : `zoneAlarm.zone.${kind}`))
            .join(', '),
      },
      {
        field: 'stopSeconds',
        header: 'zoneAlarm.zone.stopSeconds',
        width: 170,
        format: (v, row) => (row.stop ? String(v) : ''),
      },
      {
        field: 'speedLimitKmh',
        header: 'zoneAlarm.common.speedLimitKmh',
        width: 180,
        format: (v, row) => (row.overspeed ? String(v) : ''),
      },
      {
        field: 'preWarningMetres',
        header: 'zoneAlarm.zone.preWarningMetres',
        width: 220,
        format: (v) => (v === null ? '' : String(v)),
      },
      { field: 'notice', header: 'zoneAlarm.common.notice', width: 160 },
      {
        field: 'periods',
        header: 'zoneAlarm.common.periods',
        width: 160,
        format: (v) =>
          periodsText(Array.isArray(v) ? (v as Row['periods']) : []) || t('zoneAlarm.common.allDay'),
      },
      ...ruleColumns<Row>(t),
    ],
    [t],
  );
  return (
    <ResourcePage
      resource={zoneAlarmResource}
      route={route}
      ns="zoneAlarm"
      title="zoneAlarm.zone.title"
      columns={columns}
      filters={filters}
      formWidth={640}
      formDefaults={{
        entry: true,
        exit: true,
        stopSeconds: STOP_SECONDS.default,
        overspeedSeconds: OVERSPEED_SECONDS.default,
        vehicleIds: [],
        periods: [],
      }}
      formFields={(context) => <ZoneAlarmFormFields context={context} options={options} />}
    />
  );
}
