import { LIMITS, OPINION_PRESETS_MAX, TEST_IDS } from '@roadwatch/core';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';

const ids = TEST_IDS.personalize;

/** An editable list of handling opinions (at most 10, each at most 200 characters) inside an antd Form. */
export function OpinionListField({ name, disabled = false }: { name: string; disabled?: boolean }) {
  const { t } = useTranslation('personalize');
  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <Space direction="vertical" style={{ width: '100%' }}>
          {fields.map((field, index) => (
            <Space key={field.key} align="start" style={{ width: '100%' }} className="opinion-list__row">
              <Form.Item name={field.name} style={{ flex: 1, minWidth: 480, marginBottom: 8 }}>
                <Input.TextArea
                  autoSize={{ minRows: 1, maxRows: 4 }}
                  maxLength={LIMITS.opinionMax}
                  showCount
                  disabled={disabled}
                  placeholder={t('opinions.placeholder')}
                  data-testid={ids.opinion(index)}
                />
              </Form.Item>
              {!disabled && (
                <Button
                  icon={<DeleteOutlined />}
                  aria-label={t('common.delete')}
                  onClick={() => remove(field.name)}
                  disabled={fields.length <= 1}
                />
              )}
            </Space>
          ))}
          {!disabled && (
            <Button
              icon={<PlusOutlined />}
              onClick={() => add('')}
              disabled={fields.length >= OPINION_PRESETS_MAX}
              data-testid={ids.addOpinion}
            >
              {t('opinions.add')}
            </Button>
          )}
        </Space>
      )}
    </Form.List>
  );
}
