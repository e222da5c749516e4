import type { ByteReader } from '../bytes/ByteReader';
import type { ByteWriter } from '../bytes/ByteWriter';

/**
 * The active-safety alarm identification number. The Jiangsu standard (苏标, JSATL12) uses 16 bytes with a 7-byte
 * terminal id; the Guangdong standard (粤标) uses 40 bytes with a 30-byte terminal id and a 2-byte reserved field.
 * Nothing in the bytes says which, so callers pick the layout from the length of the enclosing item.
 */
export type AlarmIdLayout = 'jiangsu' | 'guangdong';

export interface AlarmIdentification {
  layout: AlarmIdLayout;
  terminalId: string;
  time: string;
  /** Serial of alarms raised in the same second. */
  serial: number;
  attachmentCount: number;
  /** BYTE in the Jiangsu layout, WORD in the Guangdong one. */
  reserved: number;
}

export const ALARM_ID_LENGTH: Readonly<Record<AlarmIdLayout, number>> = { jiangsu: 16, guangdong: 40 };
const TERMINAL_ID_LENGTH: Readonly<Record<AlarmIdLayout, number>> = { jiangsu: 7, guangdong: 30 };

/** Which layout makes `itemLength` add up, given the bytes before and after the identification. */
export function layoutForLength(
  itemLength: number,
  fixedLength: number,
  repeatUnit = 0,
): AlarmIdLayout | null {
  for (const layout of ['jiangsu', 'guangdong'] as const) {
    const rest = itemLength - fixedLength - ALARM_ID_LENGTH[layout];
    if (rest === 0 || (repeatUnit > 0 && rest > 0 && rest % repeatUnit === 0)) return layout;
  }
  return null;
}

export function readAlarmIdentification(reader: ByteReader, layout: AlarmIdLayout): AlarmIdentification {
  return {
    layout,
    terminalId: reader.gbkFixed(TERMINAL_ID_LENGTH[layout], 'alarm id terminal id'),
    time: reader.bcdTime('alarm id time'),
    serial: reader.u8('alarm id serial'),
    attachmentCount: reader.u8('alarm id attachment count'),
    reserved: layout === 'jiangsu' ? reader.u8('alarm id reserved') : reader.u16('alarm id reserved'),
  };
}

export function writeAlarmIdentification(writer: ByteWriter, id: AlarmIdentification): void {
  writer
    .gbkFixed(id.terminalId, TERMINAL_ID_LENGTH[id.layout], 'alarm id terminal id')
    .bcdTime(id.time)
    .u8(id.serial, 'alarm id serial')
    .u8(id.attachmentCount, 'alarm id attachment count');
  if (id.layout === 'jiangsu') writer.u8(id.reserved, 'alarm id reserved');
  else writer.u16(id.reserved, 'alarm id reserved');
}
