import { LINE_OFFSET, MAP_LINE_WAYPOINTS_MAX, SHARE_MODES, TEST_IDS } from '@roadwatch/core';
import type { ElementShape, LonLat } from '@roadwatch/map';
import { Button, Form, Input, InputNumber, Select, Space, Typography } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DepartmentSelect } from '../basicData/DepartmentSelect';
import type { ResourceFormContext } from '../resources/resourcePageTypes';
import { ElementMap } from './ElementMap';
import { useFirstFit } from './useFirstFit';
import { VertexCount } from './VertexCount';

/** Start and end around the waypoints. */
const MAX_POINTS = MAP_LINE_WAYPOINTS_MAX + 2;

export interface LineFormFieldsProps {
  context: ResourceFormContext;
  around: readonly ElementShape[];
}

/** A line's fields beside the map: clicks place the start, up to 15 waypoints and the end, in order. */
export function LineFormFields({ context: { form, rule, mode }, around }: LineFormFieldsProps) {
  const { t } = useTranslation('mapElement');
  const points = Form.useWatch<LonLat[] | undefined>('points', form);
  const offset = Form.useWatch<number | undefined>('offset', form);
  const editing = useMemo<ElementShape | null>(
    () => (points && points.length > 0 ? { kind: 'line', path: points, width: offset ?? 0 } : null),
    [points, offset],
  );
  const fit = useFirstFit(editing, around, mode);
  const pick = useCallback(
    (at: LonLat) => {
      const current = (form.getFieldValue('points') as LonLat[] | undefined) ?? [];
      if (current.length >= MAX_POINTS) return;
      form.setFieldsValue({ points: [...current, at] });
      void form.validateFields(['points']).catch(() => undefined);
    },
    [form],
  );
  return (
    <div className="map-element-form">
      <div>
        <Form.Item name="name" label={t('mapElement.common.name')} required rules={[rule('name')]}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item
          name="departmentId"
          label={t('mapElement.common.department')}
          required
          rules={[rule('departmentId')]}
        >
          <DepartmentSelect />
        </Form.Item>
        <Form.Item name="points" label={t('mapElement.line.points')} required rules={[rule('points')]}>
          <VertexCount
            format={(count) => t('mapElement.line.pointCount', { count, max: MAP_LINE_WAYPOINTS_MAX })}
          />
        </Form.Item>
        <Form.Item name="offset" label={t('mapElement.line.offset')} rules={[rule('offset')]}>
          <InputNumber style={{ width: '100%' }} min={LINE_OFFSET.min} max={LINE_OFFSET.max} precision={0} />
        </Form.Item>
        <Form.Item name="shareMode" label={t('mapElement.common.shareMode')} rules={[rule('shareMode')]}>
          <Select
            options={SHARE_MODES.map((value) => ({ value, label: t(`mapElement.shareModes.${value}`) }))}
          />
        </Form.Item>
        <Form.Item name="remark" label={t('mapElement.common.remark')} rules={[rule('remark')]}>
          <Input.TextArea rows={2} maxLength={100} />
        </Form.Item>
      </div>
      <div>
        <Space className="map-element-form__hint">
          <Typography.Text type="secondary">{t('mapElement.line.drawHint')}</Typography.Text>
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
        </Space>
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
