import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { fromChinaPicker, toChinaPicker } from '../alarmHandling/grid/chinaPickerTime';

interface ChinaDayPickerProps {
  /** Given by Form.Item, so the field's label and tests find the input. */
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** A moment to the minute (refuelling and use times) instead of a day. */
  withTime?: boolean;
}

/**
 * A day picker whose value is the epoch time of that China day's midnight (how the server keeps dates), or with
 * `withTime` the China moment picked, to the minute.
 */
export function ChinaDayPicker({ id, value, onChange, withTime }: ChinaDayPickerProps) {
  return (
    <DatePicker
      id={id}
      style={{ width: '100%' }}
      showTime={withTime ? { format: 'HH:mm' } : false}
      format={withTime ? 'YYYY-MM-DD HH:mm' : undefined}
      value={typeof value === 'number' ? toChinaPicker(value) : null}
      onChange={(day: Dayjs | null) =>
        onChange?.(day ? fromChinaPicker(withTime ? day.startOf('minute') : day.startOf('day')) : null)
      }
    />
  );
}
