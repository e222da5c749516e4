import type { AlarmAttachmentInfo, LocationReport } from '@roadwatch/jt808';

/** Files of one alarm's evidence in the naming of the JT/T active-safety extension: type_channel_alarm_index_number. */
function files(alarmType: string, number: string, count: number): AlarmAttachmentInfo['files'] {
  return Array.from({ length: count }, (_, i) => {
    const video = i === count - 1 && count > 2;
    return {
      name: `${video ? '02' : '00'}_65_${alarmType}_${i}_${number}.${video ? 'mp4' : 'jpg'}`,
      sizeBytes: video ? 1_843_200 + i * 7_919 : 96_000 + i * 4_111,
    };
  });
}

/** The 0x1210 attachment lists for the active-safety items of a report that announce attachments. */
export function attachmentListsOf(report: LocationReport): AlarmAttachmentInfo[] {
  const lists: AlarmAttachmentInfo[] = [];
  for (const item of report.items) {
    if (item.type !== 'adas' && item.type !== 'dsm') continue;
    const id = item.alarmIdentification;
    if (id.attachmentCount <= 0) continue;
    // Without a 0x9208 from the platform the terminal numbers the alarm itself: terminal id, time and serial.
    const number = `${id.terminalId}${id.time.replace(/\D/g, '').slice(2, 14)}${id.serial}`.slice(0, 32);
    const alarmType = `${item.itemId.toString(16)}${item.eventType.toString(16).padStart(2, '0')}`;
    lists.push({
      kind: 'alarmAttachmentInfo',
      terminalId: id.terminalId,
      alarmIdentification: id,
      alarmNumber: number,
      infoType: 0,
      files: files(alarmType, number, id.attachmentCount),
    });
  }
  return lists;
}
