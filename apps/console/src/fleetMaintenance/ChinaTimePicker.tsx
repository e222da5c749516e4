import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { fromChinaPicker, toChinaPicker } from '../alarmHandling/grid/chinaPickerTime';

interface ChinaTimePickerProps {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
}

/** A date-and-time picker in China time whose value is epoch ms (to the minute); no later than now. */
export function ChinaTimePicker({ id, value, onChange }: ChinaTimePickerProps) {
  return (
    <DatePicker
      id={id}
      showTime={{ format: 'HH:mm' }}
      format="YYYY-MM-DD HH:mm"
      style={{ width: '100%' }}
      disabledDate={(d) => fromChinaPicker(d.startOf('day')) > Date.now()}
      value={typeof value === 'number' ? toChinaPicker(value) : null}
      onChange={(time: Dayjs | null) => onChange?.(time ? fromChinaPicker(time.startOf('minute')) : null)}
    />
  );
}
