import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined, SettingOutlined } from '@ant-design/icons';
import { TEST_IDS, type TableColumnSetting } from '@roadwatch/core';
import { Button, Checkbox, Popover } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dropColumn, moveColumn } from './columnSettings';

export interface ColumnSettingsPopoverProps {
  columns: readonly TableColumnSetting[];
  /** Header text of a field. */
  label: (field: string) => string;
  onChange: (next: TableColumnSetting[]) => void;
  onReset: () => void;
}

const ids = TEST_IDS.resource;

/** Which columns show and in which order: check boxes, drag or up/down to reorder, and reset. */
export function ColumnSettingsPopover({ columns, label, onChange, onReset }: ColumnSettingsPopoverProps) {
  const { t } = useTranslation('grid');
  const [dragging, setDragging] = useState<number | null>(null);
  const visibleCount = columns.filter((c) => c.visible).length;

  const panel = (
    <div className="resource-columns" data-testid={ids.columnsPanel}>
      <ul className="resource-columns__list">
        {columns.map((column, index) => (
          <li
            key={column.field}
            className="resource-columns__item"
            data-testid={ids.columnToggle(column.field)}
            draggable
            onDragStart={() => setDragging(index)}
            onDragOver={(e) => e.preventDefault()}
            onDrop={() => {
              if (dragging !== null && dragging !== index) onChange(dropColumn(columns, dragging, index));
              setDragging(null);
            }}
          >
            <HolderOutlined className="resource-columns__handle" />
            <Checkbox
              checked={column.visible}
              // The last shown column stays: a grid without columns shows nothing to bring them back by.
              disabled={column.visible && visibleCount === 1}
              onChange={(e) =>
                onChange(columns.map((c, i) => (i === index ? { ...c, visible: e.target.checked } : c)))
              }
            >
              {label(column.field)}
            </Checkbox>
            <Button
              size="small"
              type="text"
              icon={<ArrowUpOutlined />}
              aria-label={t('columns.up')}
              disabled={index === 0}
              data-testid={ids.columnUp(column.field)}
              onClick={() => onChange(moveColumn(columns, index, -1))}
            />
            <Button
              size="small"
              type="text"
              icon={<ArrowDownOutlined />}
              aria-label={t('columns.down')}
              disabled={index === columns.length - 1}
              data-testid={ids.columnDown(column.field)}
              onClick={() => onChange(moveColumn(columns, index, 1))}
            />
          </li>
        ))}
      </ul>
      <Button size="small" block data-testid={ids.columnsReset} onClick={onReset}>
        {t('columns.reset')}
      </Button>
    </div>
  );

  return (
    <Popover content={panel} title={t('columns.title')} trigger="click" placement="bottomRight">
      <Button icon={<SettingOutlined />} data-testid={ids.columnsButton}>
        {t('columns.button')}
      </Button>
    </Popover>
  );
}
