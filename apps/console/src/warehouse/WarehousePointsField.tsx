import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { TEST_IDS, WAREHOUSE_PROBES } from '@roadwatch/core';
import { Button, Form, Input, InputNumber, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { pointRule } from './warehouseForm';
import './warehouse.css';

const k = (key: string) => `warehouse.list.${key}`;

/** Columns of a point row: the save field, its input width and its limits. */
const CELLS = [
  { field: 'probeNo', width: 70, min: WAREHOUSE_PROBES.min, max: WAREHOUSE_PROBES.max, precision: 0 },
  { field: 'name', width: 150 },
  { field: 'minC', width: 100, min: -190, max: 150, precision: 2 },
  { field: 'maxC', width: 100, min: -190, max: 150, precision: 2 },
  { field: 'humidityMin', width: 100, min: 0, max: 100, precision: 2 },
  { field: 'humidityMax', width: 100, min: 0, max: 100, precision: 2 },
] as const;

/**
 * The warehouse's temperature points as an editable table: probe number, name, temperature limits and optional
 * humidity limits per row, 1 to 16 rows; each cell is checked with the server's schema. A new row takes the lowest
 * free probe number.
 */
export function WarehousePointsField({ form }: { form: FormInstance }) {
  const { t } = useTranslation('warehouse');
  const revalidate = () => {
    // Cross-row rules (repeated probe numbers, lower below upper) change with other cells.
    const points = (form.getFieldValue('points') as unknown[] | undefined) ?? [];
    void form
      .validateFields(
        points.flatMap((_, i) => CELLS.map((c) => ['points', i, c.field])),
        { recursive: false },
      )
      .catch(() => undefined);
  };
  return (
    <Form.List name="points">
      {(fields, { add, remove }, { errors }) => (
        <div className="warehouse-points">
          <div className="warehouse-points__head">
            {CELLS.map((c) => (
              <span key={c.field} style={{ width: c.width }}>
                {t(k(c.field === 'name' ? 'pointName' : c.field))}
              </span>
            ))}
          </div>
          {fields.map((field, index) => (
            <div
              key={field.key}
              className="warehouse-points__row"
              data-testid={TEST_IDS.warehouse.pointRow(index)}
            >
              {CELLS.map((c) => (
                <Form.Item
                  key={c.field}
                  name={[field.name, c.field]}
                  rules={[pointRule(index, c.field, t)]}
                  style={{ width: c.width }}
                >
                  {c.field === 'name' ? (
                    <Input maxLength={32} onBlur={revalidate} />
                  ) : (
                    <InputNumber
                      style={{ width: '100%' }}
                      min={c.min}
                      max={c.max}
                      precision={c.precision}
                      onBlur={revalidate}
                    />
                  )}
                </Form.Item>
              ))}
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t(k('removePoint'))}
                disabled={fields.length <= WAREHOUSE_PROBES.min}
                onClick={() => remove(field.name)}
              />
            </div>
          ))}
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            data-testid={TEST_IDS.warehouse.addPoint}
            disabled={fields.length >= WAREHOUSE_PROBES.max}
            onClick={() => {
              const used = new Set(
                ((form.getFieldValue('points') as { probeNo?: number }[] | undefined) ?? []).map(
                  (p) => p?.probeNo,
                ),
              );
              let probeNo = WAREHOUSE_PROBES.min;
              while (used.has(probeNo) && probeNo < WAREHOUSE_PROBES.max) probeNo += 1;
              add({ probeNo });
            }}
          >
            {t(k('addPoint'))}
          </Button>
          <Form.ErrorList errors={errors} />
        </div>
      )}
    </Form.List>
  );
}
