import { formatChinaTime, type AlarmDetailVO, type ChatParam } from '@roadwatch/core';

/** The chat parameters of an alarm (seed 000 §3): the first terminal id and audio channel 1. */
export function chatParamOf(alarm: AlarmDetailVO): ChatParam {
  const time = formatChinaTime(alarm.bTime);
  const wid = alarm.commids.split(',')[0]?.replace(/\D/g, '').slice(0, 20) || '0';
  return {
    alarmTimeStr: time,
    channelids: '1',
    normalAlarm: '1',
    wid,
    balarmtime: time,
    vehicleid: alarm.vehicleId,
    guid: alarm.guid,
    typeId: alarm.secondAlarmType,
    licensePlate: alarm.regName.slice(0, 20),
  };
}
