import { TEST_IDS } from '@roadwatch/core';
import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { fromChinaPicker, toChinaPicker } from '../alarmHandling/grid/chinaPickerTime';

export type ShareWindow = [number, number];

/** A share's window as a China-time range with times (a form control: value and onChange in epoch ms). */
export function ShareWindowField({
  value,
  onChange,
}: {
  value?: ShareWindow;
  onChange?: (value: ShareWindow | undefined) => void;
}) {
  return (
    <DatePicker.RangePicker
      showTime={{ format: 'HH:mm' }}
      format="YYYY-MM-DD HH:mm"
      data-testid={TEST_IDS.partnerShare.shareWindow}
      value={value ? [toChinaPicker(value[0]), toChinaPicker(value[1])] : null}
      onChange={(values) => {
        const [a, b] = (values ?? []) as (Dayjs | null)[];
        onChange?.(a && b ? [fromChinaPicker(a), fromChinaPicker(b)] : undefined);
      }}
    />
  );
}
