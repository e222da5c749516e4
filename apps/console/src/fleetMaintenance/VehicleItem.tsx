import type { FleetCostOptions } from '@roadwatch/core';
import { Form, Select, type FormRule } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The form's vehicle: a searchable select of the vehicles in scope. */
export function VehicleItem({ vehicles, rule }: { vehicles: FleetCostOptions['vehicles']; rule: FormRule }) {
  const { t } = useTranslation('fleetMaintenance');
  const options = useMemo(() => vehicles.map((v) => ({ value: v.id, label: v.plate })), [vehicles]);
  return (
    <Form.Item name="vehicleId" label={t('shared.vehicleId')} required rules={[rule]}>
      <Select showSearch optionFilterProp="label" options={options} />
    </Form.Item>
  );
}
