import { ENDPOINTS, formatChinaDate, periodsOverlap, type FleetCostOptions } from '@roadwatch/core';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { api } from '../app/api';

/**
 * The insurance form's own overlap check (the server checks again on save): the policies of the chosen vehicle and
 * type are read and a period sharing a day with another is named on the end date.
 */
export function noOverlapRule(vehicles: FleetCostOptions['vehicles'], t: TFunction): FormRule {
  return ({ getFieldValue }) => ({
    validator: async () => {
      const vehicleId = getFieldValue('vehicleId') as number | undefined;
      const insuranceType = getFieldValue('insuranceType') as string | undefined;
      const startDay = getFieldValue('startDay') as number | null | undefined;
      const endDay = getFieldValue('endDay') as number | null | undefined;
      const ownId = getFieldValue('id') as number | undefined;
      const plate = vehicles.find((v) => v.id === vehicleId)?.plate;
      if (!plate || !insuranceType || typeof startDay !== 'number' || typeof endDay !== 'number') return;
      if (endDay <= startDay) return;
      const filters = { curPage: 1, pageSize: 200, keyword: plate, insuranceType };
      const page = await api.call(ENDPOINTS.insuranceList, filters as never);
      const clash = page.data.find(
        (p) => p.vehicleId === vehicleId && p.id !== ownId && periodsOverlap(p, { startDay, endDay }),
      );
      if (clash)
        throw new Error(
          t('errors.insuranceOverlap', {
            policyNo: clash.policyNo,
            from: formatChinaDate(clash.startDay),
            to: formatChinaDate(clash.endDay),
          }),
        );
    },
  });
}
