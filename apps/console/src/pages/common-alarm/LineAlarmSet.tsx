import { LINE_OFFSET, OVERSPEED_SECONDS, lineAlarmResource, type RowOf } from '@roadwatch/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useKeywordFilter } from '../../basicData/useKeywordFilter';
import { ResourcePage } from '../../resources/ResourcePage';
import type { ResourceColumn } from '../../resources/resourcePageTypes';
import type { PageProps } from '../../routes/pageRegistry';
import { lineAlarmFromForm, lineAlarmToForm } from '../../zoneAlarm/lineAlarmForm';
import { LineAlarmFormFields } from '../../zoneAlarm/LineAlarmFormFields';
import { periodsText, ruleColumns } from '../../zoneAlarm/ruleColumns';
import { useRuleOptions } from '../../zoneAlarm/useRuleOptions';

type Row = RowOf<typeof lineAlarmResource>;

/** Line alarms (`lineAlarmSet`): a line watched for chosen vehicles, between optional start and end zones. */
export function LineAlarmSet({ route }: PageProps) {
  const { t } = useTranslation('zoneAlarm');
  const filters = useKeywordFilter('zoneAlarm.common.keywordHint');
  const options = useRuleOptions('line');
  const columns = useMemo<ResourceColumn<Row>[]>(
    () => [
      { field: 'lineName', header: 'zoneAlarm.line.line', width: 160 },
      { field: 'offsetMetres', header: 'zoneAlarm.line.offsetMetres', width: 190 },
      {
        field: 'speedLimitKmh',
        header: 'zoneAlarm.common.speedLimitKmh',
        width: 180,
        format: (v, row) => (row.overspeed ? String(v) : ''),
      },
      {
        field: 'departure',
        header: 'zoneAlarm.line.departure',
        width: 200,
        format: (v) =>
          v && typeof v === 'object' && !Array.isArray(v)
            ? periodsText([v as { start: string; end: string }])
            : t('zoneAlarm.common.allDay'),
      },
      { field: 'startAreaName', header: 'zoneAlarm.line.startArea', width: 140 },
      { field: 'endAreaName', header: 'zoneAlarm.line.endArea', width: 140 },
      { field: 'notice', header: 'zoneAlarm.common.notice', width: 160 },
      ...ruleColumns<Row>(t),
    ],
    [t],
  );
  return (
    <ResourcePage
      resource={lineAlarmResource}
      route={route}
      ns="zoneAlarm"
      title="zoneAlarm.line.title"
      columns={columns}
      filters={filters}
      formWidth={640}
      formDefaults={{
        offsetMetres: LINE_OFFSET.default,
        overspeedSeconds: OVERSPEED_SECONDS.default,
        vehicleIds: [],
        departureList: [],
        startAreaId: 0,
        endAreaId: 0,
      }}
      toForm={lineAlarmToForm}
      fromForm={lineAlarmFromForm}
      formFields={(context) => <LineAlarmFormFields context={context} options={options} />}
    />
  );
}
