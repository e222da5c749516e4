import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { fromChinaPicker, toChinaPicker } from '../alarmHandling/grid/chinaPickerTime';

interface ChinaTimePickerProps {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** Only days within this long before now (and not after today) can be picked. */
  withinLastMs?: number;
}

/** A date-and-time picker (to the second, China's wall clock) whose value is the epoch time of the instant. */
export function ChinaTimePicker({ id, value, onChange, withinLastMs }: ChinaTimePickerProps) {
  const outside = (day: Dayjs) => {
    if (withinLastMs === undefined) return false;
    const now = Date.now();
    return (
      fromChinaPicker(day.endOf('day')) < now - withinLastMs || fromChinaPicker(day.startOf('day')) > now
    );
  };
  return (
    <DatePicker
      id={id}
      showTime
      format="YYYY-MM-DD HH:mm:ss"
      style={{ width: '100%' }}
      disabledDate={outside}
      value={typeof value === 'number' ? toChinaPicker(value) : null}
      onChange={(at: Dayjs | null) => onChange?.(at ? fromChinaPicker(at) : null)}
    />
  );
}
