import { ALARM_PERIODS_MAX } from '@roadwatch/core';
import { Button, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

interface Period {
  start: string;
  end: string;
}

export interface PeriodsInputProps {
  id?: string;
  value?: Period[];
  onChange?: (value: Period[]) => void;
  /** At most this many periods (default ALARM_PERIODS_MAX). */
  max?: number;
}

/** Alarm periods as `HH:mm` pairs (a form control; none means all day). The save schema checks each. */
export function PeriodsInput({ id, value = [], onChange, max = ALARM_PERIODS_MAX }: PeriodsInputProps) {
  const { t } = useTranslation('zoneAlarm');
  const set = (i: number, part: keyof Period, text: string) =>
    onChange?.(value.map((p, j) => (j === i ? { ...p, [part]: text.trim() } : p)));
  return (
    <Space id={id} direction="vertical" style={{ width: '100%' }}>
      {value.length === 0 && (
        <Typography.Text type="secondary">{t('zoneAlarm.common.allDay')}</Typography.Text>
      )}
      {value.map((p, i) => (
        <Space key={i}>
          <Input
            value={p.start}
            maxLength={5}
            style={{ width: 90 }}
            placeholder="08:00"
            aria-label={t('zoneAlarm.common.periodStart')}
            onChange={(e) => set(i, 'start', e.target.value)}
          />
          <span>–</span>
          <Input
            value={p.end}
            maxLength={5}
            style={{ width: 90 }}
            placeholder="18:00"
            aria-label={t('zoneAlarm.common.periodEnd')}
            onChange={(e) => set(i, 'end', e.target.value)}
          />
          <Button type="link" onClick={() => onChange?.(value.filter((_, j) => j !== i))}>
            {t('zoneAlarm.common.removePeriod')}
          </Button>
        </Space>
      ))}
      {value.length < max && (
        <Button size="small" onClick={() => onChange?.([...value, { start: '', end: '' }])}>
          {t('zoneAlarm.common.addPeriod')}
        </Button>
      )}
    </Space>
  );
}
