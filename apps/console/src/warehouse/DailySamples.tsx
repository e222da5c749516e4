import { TEST_IDS, type WarehouseDailyAnswer } from '@roadwatch/core';
import { useTranslation } from 'react-i18next';
import { POINT_STATE_COLORS } from '../coldChainSite/pointStateColors';

/**
 * The GSP record of the day: one row per point, one cell per 30-minute recording time, the sample's value on its
 * state's colour (an offline sample shows the state's name, a time without a sample stays blank).
 */
export function DailySamples({
  points,
  slotTimes,
}: {
  points: WarehouseDailyAnswer['points'];
  slotTimes: string[];
}) {
  const { t } = useTranslation('warehouse');
  return (
    <div className="warehouse-samples" data-testid={TEST_IDS.warehouseViews.dailySamples}>
      <table>
        <thead>
          <tr>
            <th className="warehouse-samples__name">{t('warehouse.daily.point')}</th>
            {slotTimes.map((time) => (
              <th key={time}>{time}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.pointId}>
              <th className="warehouse-samples__name">{p.name}</th>
              {p.samples.map((s, i) => (
                <td
                  key={slotTimes[i]}
                  data-testid={TEST_IDS.warehouseViews.sample(p.pointId, i)}
                  data-state={s?.state ?? ''}
                  title={s ? t(`warehouse.states.${s.state}` as 'warehouse.states.0') : ''}
                  style={s ? { background: POINT_STATE_COLORS[s.state], color: '#fff' } : undefined}
                >
                  {s === null ? '' : s.valueC === null ? t('warehouse.states.3') : s.valueC.toFixed(1)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
