import { COORDINATE_SOURCES, POINT_RADIUS, SHARE_MODES, TEST_IDS } from '@roadwatch/core';
import type { ElementShape, LonLat } from '@roadwatch/map';
import { Form, Input, InputNumber, Select, Typography } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DepartmentSelect } from '../basicData/DepartmentSelect';
import type { ResourceFormContext } from '../resources/resourcePageTypes';
import { CategorySelect } from './CategorySelect';
import { ElementMap } from './ElementMap';
import { useFirstFit } from './useFirstFit';

const k = (key: string) => `mapElement.point.fields.${key}`;

export interface PointFormFieldsProps {
  context: ResourceFormContext;
  /** The company's other points, drawn underneath. */
  around: readonly ElementShape[];
}

/** A point's fields beside the map: a click on the map sets its longitude and latitude. */
export function PointFormFields({ context: { form, rule, mode }, around }: PointFormFieldsProps) {
  const { t } = useTranslation('mapElement');
  const lon = Form.useWatch<number | undefined>('longitude', form);
  const lat = Form.useWatch<number | undefined>('latitude', form);
  const radius = Form.useWatch<number | undefined>('radius', form);
  const editing = useMemo<ElementShape | null>(
    () =>
      typeof lon === 'number' && typeof lat === 'number'
        ? { kind: 'point', at: [lon, lat], radius: radius ?? 0 }
        : null,
    [lon, lat, radius],
  );
  const fit = useFirstFit(editing, around, mode);
  const pick = useCallback(
    ([longitude, latitude]: LonLat) => {
      form.setFieldsValue({ longitude, latitude });
      void form.validateFields(['longitude', 'latitude']).catch(() => undefined);
    },
    [form],
  );
  return (
    <div className="map-element-form">
      <div>
        <Form.Item name="name" label={t(k('name'))} required rules={[rule('name')]}>
          <Input maxLength={32} />
        </Form.Item>
        <Form.Item name="ownNumber" label={t(k('ownNumber'))} rules={[rule('ownNumber')]}>
          <Input maxLength={32} />
        </Form.Item>
        <Form.Item name="categoryCode" label={t(k('categoryCode'))} rules={[rule('categoryCode')]}>
          <CategorySelect />
        </Form.Item>
        <Form.Item name="departmentId" label={t(k('departmentId'))} required rules={[rule('departmentId')]}>
          <DepartmentSelect />
        </Form.Item>
        <Form.Item name="longitude" label={t(k('longitude'))} required rules={[rule('longitude')]}>
          <InputNumber style={{ width: '100%' }} precision={6} step={0.001} />
        </Form.Item>
        <Form.Item name="latitude" label={t(k('latitude'))} required rules={[rule('latitude')]}>
          <InputNumber style={{ width: '100%' }} precision={6} step={0.001} />
        </Form.Item>
        <Form.Item name="radius" label={t(k('radius'))} rules={[rule('radius')]}>
          <InputNumber
            style={{ width: '100%' }}
            min={POINT_RADIUS.min}
            max={POINT_RADIUS.max}
            precision={0}
          />
        </Form.Item>
        <Form.Item
          name="coordinateSource"
          label={t(k('coordinateSource'))}
          rules={[rule('coordinateSource')]}
        >
          <Select
            options={COORDINATE_SOURCES.map((value) => ({
              value,
              label: t(`mapElement.coordinateSources.${value}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="shareMode" label={t(k('shareMode'))} rules={[rule('shareMode')]}>
          <Select
            options={SHARE_MODES.map((value) => ({ value, label: t(`mapElement.shareModes.${value}`) }))}
          />
        </Form.Item>
        <Form.Item name="address" label={t(k('address'))} rules={[rule('address')]}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="remark" label={t(k('remark'))} rules={[rule('remark')]}>
          <Input.TextArea rows={2} maxLength={100} />
        </Form.Item>
      </div>
      <div>
        <Typography.Text type="secondary" className="map-element-form__hint">
          {t('mapElement.common.mapHint')}
        </Typography.Text>
        <ElementMap
          elements={around}
          editing={editing}
          fit={fit}
          onPick={pick}
          className="map-element-form__map"
          testId={TEST_IDS.mapElement.formMap}
        />
      </div>
    </div>
  );
}
