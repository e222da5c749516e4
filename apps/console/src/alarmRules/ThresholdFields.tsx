import { Col, Form, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldLabelKey, type LevelsField, type ThresholdField, type ValueField } from './alarmRuleFields';
import { LevelsTable } from './LevelsTable';
import { ValueInput } from './ValueInput';

/** Width of one field column: the longest English label ("Maximum tyre temperature (°C)") on one line. */
export const FIELD_COLUMN = '0 0 280px';

/** Plain values first, then each group of nested values (`roadSpeeds.*`) under its own caption. */
function groupByParent(fields: readonly ValueField[]): [string | null, ValueField[]][] {
  const groups = new Map<string | null, ValueField[]>();
  for (const field of fields) {
    const parent = field.path.length > 1 ? field.path[0] : null;
    groups.set(parent, [...(groups.get(parent) ?? []), field]);
  }
  return [...groups];
}

/** The type's own threshold inputs from its descriptors: plain values in a grid, then the levels table. */
export function ThresholdFields({ fields }: { fields: readonly ThresholdField[] }) {
  const { t } = useTranslation('alarmRules');
  const values = fields.filter((f): f is ValueField => f.kind !== 'levels');
  const levels = fields.find((f): f is LevelsField => f.kind === 'levels');
  return (
    <>
      {groupByParent(values).map(([parent, group]) => (
        <div key={parent ?? ''}>
          {parent && (
            <Typography.Title level={5} style={{ marginTop: 0 }}>
              {t(`alarmRules.fields.${parent}`)}
            </Typography.Title>
          )}
          <Row gutter={24}>
            {group.map((field) => (
              <Col key={field.path.join('.')} flex={FIELD_COLUMN}>
                <Form.Item
                  name={[...field.path]}
                  label={t(fieldLabelKey(field))}
                  {...(field.emptyHint ? { extra: t(`alarmRules.hints.${field.emptyHint}`) } : {})}
                >
                  <ValueInput field={field} />
                </Form.Item>
              </Col>
            ))}
          </Row>
        </div>
      ))}
      {levels && <LevelsTable field={levels} />}
    </>
  );
}
