import { SPEED_LIMIT_SIGN, TEST_IDS, type AlarmHandlingInfo, formatChinaTime } from '@roadwatch/core';
import { Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { durationParts } from '../durationParts';

const LEVEL_COLORS: Record<number, string> = { 1: 'blue', 2: 'orange', 3: 'red' };

/** Alarm info of the dialog's right side (seed 000 §3 "Alarm info"). */
export function AlarmInfoPanel({ info }: { info: AlarmHandlingInfo }) {
  const { t } = useTranslation('handling');
  const a = info.alarmDetailVO;
  const none = t('info.none');
  const duration = (seconds: number) => {
    const { h, m, s } = durationParts(seconds);
    if (h > 0) return t('vehicle.duration.hours', { h, m });
    if (m > 0) return t('vehicle.duration.minutes', { m, s });
    return t('vehicle.duration.seconds', { s });
  };
  const sign = SPEED_LIMIT_SIGN[a.secondAlarmType] ?? '';
  const items = [
    { key: 'alarmName', label: t('info.alarmName'), children: <strong>{a.alarmName}</strong> },
    {
      key: 'level',
      label: t('info.level'),
      children: <Tag color={LEVEL_COLORS[info.alarmLevel]}>{info.alarmLevelName}</Tag>,
    },
    { key: 'org', label: t('info.org'), children: a.orgName || none },
    { key: 'driver', label: t('info.driver'), children: a.driverInfo || none },
    { key: 'beginTime', label: t('info.beginTime'), children: formatChinaTime(a.bTime) },
    {
      key: 'endTime',
      label: t('info.endTime'),
      children: a.eTime ? formatChinaTime(a.eTime) : t('info.notEnded'),
    },
    { key: 'duration', label: t('info.duration'), children: duration(a.duration) },
    { key: 'speed', label: t('info.speed'), children: t('info.speedValue', { speed: a.bSpeed }) },
    ...(a.speedLimit > 0
      ? [
          {
            key: 'speedLimit',
            label: t('info.speedLimit'),
            children: `${sign}${t('info.speedValue', { speed: a.speedLimit })}`,
          },
        ]
      : []),
    ...(a.drivingContinueTime > 0
      ? [{ key: 'continuous', label: t('info.continuousDrive'), children: duration(a.drivingContinueTime) }]
      : []),
    { key: 'beginPlace', label: t('info.beginPlace'), children: a.bPlaceName || none },
    { key: 'status', label: t('info.status'), children: a.alarmStatus },
    { key: 'handleStatus', label: t('info.handleStatus'), children: a.handleFlagStr },
    { key: 'content', label: t('info.content'), children: a.alarmContent || none },
  ];
  return (
    <Descriptions
      data-testid={TEST_IDS.handling.alarmInfo}
      className="alarm-info"
      size="small"
      column={1}
      items={items}
    />
  );
}
