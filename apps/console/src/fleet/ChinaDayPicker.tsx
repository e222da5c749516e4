import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { fromChinaPicker, toChinaPicker } from '../alarmHandling/grid/chinaPickerTime';

interface ChinaDayPickerProps {
  /** Set by Form.Item, so the field's label and tests find the input. */
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
}

/** A day picker whose value is the epoch time of that China day's midnight (how the server keeps dates). */
export function ChinaDayPicker({ id, value, onChange }: ChinaDayPickerProps) {
  return (
    <DatePicker
      id={id}
      style={{ width: '100%' }}
      value={typeof value === 'number' ? toChinaPicker(value) : null}
      onChange={(day: Dayjs | null) => onChange?.(day ? fromChinaPicker(day.startOf('day')) : null)}
    />
  );
}
