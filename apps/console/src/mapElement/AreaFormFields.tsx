import {
  AREA_SHAPES,
  CIRCLE_RADIUS,
  MAP_POLYGON_VERTICES_MAX,
  SHARE_MODES,
  TEST_IDS,
  type AreaShape,
  type RegionNode,
} from '@roadwatch/core';
import { rectangleRing, type ElementShape, type LonLat } from '@roadwatch/map';
import { Button, Cascader, Form, Input, InputNumber, Radio, Select, Space, Typography } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DepartmentSelect } from '../basicData/DepartmentSelect';
import type { ResourceFormContext } from '../resources/resourcePageTypes';
import { CategorySelect } from './CategorySelect';
import { ElementMap } from './ElementMap';
import { useFirstFit } from './useFirstFit';
import { VertexCount } from './VertexCount';

const k = (key: string) => `mapElement.area.${key}`;

export interface AreaFormFieldsProps {
  context: ResourceFormContext;
  around: readonly ElementShape[];
  regions: RegionNode[] | null;
}

/** The shape being drawn, from the form's values. */
function drawnShape(shape: AreaShape | undefined, center?: LonLat, radius?: number, points?: LonLat[]) {
  const ps = points ?? [];
  if (shape === 'circle' && center)
    return { kind: 'circle', at: center, radius: radius ?? 0 } as ElementShape;
  if (shape === 'rectangle' && ps.length === 2)
    return { kind: 'polygon', ring: rectangleRing(ps[0]!, ps[1]!) } as ElementShape;
  if ((shape === 'polygon' || shape === 'rectangle') && ps.length > 0)
    return { kind: 'polygon', ring: ps } as ElementShape;
  return null;
}

/**
 * An area's fields beside the map: the shape, then a click sets a circle's centre, a rectangle's two corners or a
 * polygon's next vertex; an administrative area is chosen from the province → city → county tree.
 */
export function AreaFormFields({ context: { form, rule, mode }, around, regions }: AreaFormFieldsProps) {
  const { t } = useTranslation('mapElement');
  const shape = Form.useWatch<AreaShape | undefined>('shape', form);
  const center = Form.useWatch<LonLat | undefined>('center', form);
  const radius = Form.useWatch<number | undefined>('radius', form);
  const points = Form.useWatch<LonLat[] | undefined>('points', form);
  const editing = useMemo(() => drawnShape(shape, center, radius, points), [shape, center, radius, points]);
  const fit = useFirstFit(editing, around, mode);

  const pick = useCallback(
    (at: LonLat) => {
      const current = (form.getFieldValue('points') as LonLat[] | undefined) ?? [];
      const kind = form.getFieldValue('shape') as AreaShape | undefined;
      if (kind === 'circle') {
        form.setFieldsValue({ center: at });
        void form.validateFields(['center']).catch(() => undefined);
      } else if (kind === 'rectangle') {
        form.setFieldsValue({ points: current.length >= 2 ? [at] : [...current, at] });
      } else if (kind === 'polygon' && current.length < MAP_POLYGON_VERTICES_MAX) {
        form.setFieldsValue({ points: [...current, at] });
      }
    },
    [form],
  );
  const drawsOnMap = shape !== 'region';

  return (
    <div className="map-element-form">
      <div>
        <Form.Item name="name" label={t('mapElement.common.name')} required rules={[rule('name')]}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="categoryCode" label={t('mapElement.common.category')} rules={[rule('categoryCode')]}>
          <CategorySelect />
        </Form.Item>
        <Form.Item
          name="departmentId"
          label={t('mapElement.common.department')}
          required
          rules={[rule('departmentId')]}
        >
          <DepartmentSelect />
        </Form.Item>
        <Form.Item name="shape" label={t(k('shape'))} required rules={[rule('shape')]}>
          <Radio.Group
            data-testid={TEST_IDS.mapElement.shape}
            optionType="button"
            options={AREA_SHAPES.map((value) => ({ value, label: t(k(`shapes.${value}`)) }))}
            onChange={() => form.setFieldsValue({ points: [], center: undefined })}
          />
        </Form.Item>
        {shape === 'circle' && (
          <>
            <Form.Item name="center" label={t(k('center'))} required rules={[rule('center')]}>
              <VertexCount single />
            </Form.Item>
            <Form.Item name="radius" label={t(k('radius'))} required rules={[rule('radius')]}>
              <InputNumber
                style={{ width: '100%' }}
                min={CIRCLE_RADIUS.min}
                max={CIRCLE_RADIUS.max}
                precision={0}
              />
            </Form.Item>
          </>
        )}
        {(shape === 'rectangle' || shape === 'polygon') && (
          <Form.Item name="points" label={t(k('points'))} required rules={[rule('points')]}>
            <VertexCount />
          </Form.Item>
        )}
        {shape === 'region' && (
          <Form.Item name="regionCode" label={t(k('regionCode'))} required rules={[rule('regionCode')]}>
            <Cascader
              options={regions ?? []}
              loading={regions === null}
              changeOnSelect
              showSearch
              data-testid={TEST_IDS.mapElement.region}
            />
          </Form.Item>
        )}
        <Form.Item name="shareMode" label={t('mapElement.common.shareMode')} rules={[rule('shareMode')]}>
          <Select
            options={SHARE_MODES.map((value) => ({ value, label: t(`mapElement.shareModes.${value}`) }))}
          />
        </Form.Item>
        <Form.Item name="address" label={t('mapElement.common.address')} rules={[rule('address')]}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="remark" label={t('mapElement.common.remark')} rules={[rule('remark')]}>
          <Input.TextArea rows={2} maxLength={100} />
        </Form.Item>
      </div>
      <div>
        <Space className="map-element-form__hint">
          <Typography.Text type="secondary">{t(k(`drawHint.${shape ?? 'circle'}`))}</Typography.Text>
          {(shape === 'polygon' || shape === 'rectangle') && (
            <>
              <Button
                size="small"
                data-testid={TEST_IDS.mapElement.undo}
                onClick={() => form.setFieldsValue({ points: (points ?? []).slice(0, -1) })}
              >
                {t('mapElement.common.undo')}
              </Button>
              <Button
                size="small"
                data-testid={TEST_IDS.mapElement.clear}
                onClick={() => form.setFieldsValue({ points: [] })}
              >
                {t('mapElement.common.clear')}
              </Button>
            </>
          )}
        </Space>
        <ElementMap
          elements={around}
          editing={editing}
          fit={fit}
          {...(drawsOnMap ? { onPick: pick } : {})}
          className="map-element-form__map"
          testId={TEST_IDS.mapElement.formMap}
        />
      </div>
    </div>
  );
}
