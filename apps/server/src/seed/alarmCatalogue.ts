/**
 * Codes the demo history uses for alarms, exceptions, temperature states and tracking orders, with the names
 * written into alarm content. These are shared facts (the gateway, the server and the boards need the same
 * codes); they live here until the contract in packages/core takes them over.
 */

/** alarms.alarm_class */
export const ALARM_CLASS = { vehicle: 1, store: 2, storage: 3 } as const;

/** alarms.first_type */
export const ALARM_FIRST_TYPE = { device: 1, activeSafety: 2, temperature: 3, speed: 4 } as const;

/** alarms.level: hazard level of driver-risk events and alarms (seed 001 §3). */
export const ALARM_LEVEL = { high: 1, medium: 2, low: 3 } as const;

export type RiskKind =
  | 'fatigue'
  | 'distraction'
  | 'phone'
  | 'closeFollowing'
  | 'cameraOcclusion'
  | 'driverDeviation'
  | 'seatBelt'
  | 'other';

export interface AlarmIconType {
  /** second_type of an active-safety alarm (alarm icon type 1–30, seed 000 §3). */
  code: number;
  key: string;
  zh: string;
  en: string;
  source: 'DSM' | 'ADAS' | 'BSD' | 'behaviour';
  /** The seven driver-risk kinds of the security control centre (seed 001 §1); 'other' for the rest. */
  riskKind: RiskKind;
  /** Relative frequency in the demo history (per driving hour, scaled). */
  weight: number;
}

const icon = (
  code: number,
  key: string,
  zh: string,
  en: string,
  source: AlarmIconType['source'],
  riskKind: RiskKind,
  weight: number,
): AlarmIconType => ({ code, key, zh, en, source, riskKind, weight });

export const ALARM_ICON_TYPES: readonly AlarmIconType[] = [
  icon(1, 'fatigue', '疲劳驾驶', 'Fatigue driving', 'DSM', 'fatigue', 9),
  icon(2, 'phone', '接打电话', 'Phone call', 'DSM', 'phone', 6),
  icon(3, 'smoking', '抽烟', 'Smoking', 'DSM', 'other', 5),
  icon(4, 'distraction', '分神驾驶', 'Distracted driving', 'DSM', 'distraction', 10),
  icon(
    5,
    'driverDeviation',
    '驾驶员偏离驾驶位',
    'Deviation from driving position',
    'DSM',
    'driverDeviation',
    2,
  ),
  icon(6, 'seatBelt', '未系安全带', 'Seat belt not fastened', 'DSM', 'seatBelt', 4),
  icon(7, 'cameraOcclusion', '摄像头遮挡', 'Camera occlusion', 'DSM', 'cameraOcclusion', 2),
  icon(8, 'yawn', '打哈欠', 'Yawning', 'DSM', 'fatigue', 6),
  icon(9, 'eyesClosed', '闭眼', 'Eyes closed', 'DSM', 'fatigue', 3),
  icon(10, 'handsOff', '双手脱离方向盘', 'Hands off the wheel', 'DSM', 'distraction', 1),
  icon(11, 'forwardCollision', '前向碰撞预警', 'Forward collision warning', 'ADAS', 'other', 4),
  icon(12, 'laneDeparture', '车道偏离预警', 'Lane departure warning', 'ADAS', 'other', 8),
  icon(13, 'closeFollowing', '车距过近', 'Following too closely', 'ADAS', 'closeFollowing', 8),
  icon(14, 'pedestrianCollision', '行人碰撞预警', 'Pedestrian collision warning', 'ADAS', 'other', 1),
  icon(15, 'frequentLaneChange', '频繁变道', 'Frequent lane changes', 'ADAS', 'other', 2),
  icon(16, 'roadSignOverLimit', '道路标识超限', 'Road sign limit exceeded', 'ADAS', 'other', 1),
  icon(17, 'obstacle', '障碍物预警', 'Obstacle warning', 'ADAS', 'other', 1),
  icon(18, 'blindSpotRear', '后方接近报警', 'Rear approach (blind spot)', 'BSD', 'other', 1),
  icon(19, 'blindSpotLeft', '左侧盲区报警', 'Left blind-area warning', 'BSD', 'other', 1),
  icon(20, 'blindSpotRight', '右侧盲区报警', 'Right blind-area warning', 'BSD', 'other', 2),
  icon(21, 'rapidAcceleration', '急加速', 'Rapid acceleration', 'behaviour', 'other', 3),
  icon(22, 'harshBraking', '急减速', 'Harsh braking', 'behaviour', 'other', 4),
  icon(23, 'sharpTurn', '急转弯', 'Sharp turn', 'behaviour', 'other', 2),
  icon(24, 'continuousDriving', '连续驾驶超时', 'Continuous driving time-out', 'behaviour', 'fatigue', 0),
  icon(25, 'nightDriving', '夜间禁行时段行驶', 'Driving in the night ban period', 'behaviour', 'other', 0),
  icon(26, 'infraredBlocking', '红外阻断墨镜', 'Infrared-blocking sunglasses', 'DSM', 'cameraOcclusion', 1),
  icon(27, 'driverMismatch', '驾驶员身份异常', 'Driver identity mismatch', 'DSM', 'other', 1),
  icon(28, 'collision', '碰撞报警', 'Collision', 'ADAS', 'other', 0.2),
  icon(29, 'rollover', '侧翻报警', 'Rollover', 'ADAS', 'other', 0.1),
  icon(30, 'overload', '超载预警', 'Overload warning', 'behaviour', 'other', 0.5),
];

export interface DeviceAlarmKind {
  /** second_type of a device alarm: the JT/T 808 0x0200 alarm bit + 1. */
  code: number;
  bit: number;
  zh: string;
  en: string;
  weight: number;
}

const bitAlarm = (bit: number, zh: string, en: string, weight: number): DeviceAlarmKind => ({
  code: bit + 1,
  bit,
  zh,
  en,
  weight,
});

/** The device alarms the demo history raises (a subset of the 32 bits; overspeed and fatigue have their own types). */
export const DEVICE_ALARM_KINDS: readonly DeviceAlarmKind[] = [
  bitAlarm(0, '紧急报警', 'Emergency (SOS)', 1),
  bitAlarm(3, '危险预警', 'Danger warning', 2),
  bitAlarm(4, 'GNSS模块故障', 'GNSS module fault', 2),
  bitAlarm(5, 'GNSS天线未接或被剪断', 'GNSS antenna disconnected', 3),
  bitAlarm(7, '终端主电源欠压', 'Main power under-voltage', 4),
  bitAlarm(8, '终端主电源掉电', 'Main power lost', 2),
  bitAlarm(11, '摄像头故障', 'Camera fault', 3),
  bitAlarm(19, '超时停车', 'Parking time-out', 5),
  bitAlarm(20, '进出区域', 'Area entry or exit', 6),
  bitAlarm(23, '路线偏离报警', 'Route deviation', 3),
  bitAlarm(25, '车辆油量异常', 'Abnormal fuel level', 2),
  bitAlarm(27, '车辆非法点火', 'Illegal ignition', 1),
  bitAlarm(31, '非法开门报警', 'Illegal door opening', 2),
];

/** second_type of a speed alarm; the dialog shows '>' for 11 and '<' for 12 before the limit (seed 000 §4). */
export const SPEED_ALARM = { overspeed: 11, underspeed: 12 } as const;

/** second_type of a temperature alarm. */
export const TEMPERATURE_ALARM = { high: 1, low: 2 } as const;

/** device_exceptions.type (seed 001 §3). */
export const DEVICE_EXCEPTION_TYPES = [
  { code: 1, key: 'offline', zh: '离线', en: 'Offline' },
  { code: 2, key: 'power', zh: '电源异常', en: 'Power' },
  { code: 3, key: 'antenna', zh: '天线异常', en: 'Antenna' },
  { code: 4, key: 'temperatureNotUploaded', zh: '温度未上传', en: 'Temperature not uploaded' },
  { code: 5, key: 'fuelNotUploaded', zh: '油量未上传', en: 'Fuel not uploaded' },
  { code: 6, key: 'positioning', zh: '定位异常', en: 'Positioning' },
  { code: 7, key: 'photoNotUploaded', zh: '照片未上传', en: 'Photo not uploaded' },
  { code: 8, key: 'signal', zh: '信号异常', en: 'Signal' },
] as const;

/** temp_readings.state (seed 001 §4). */
export const TEMP_STATE = { normal: 0, warning: 1, alarm: 2, offline: 3, outOfRange: 4 } as const;
export type TempState = (typeof TEMP_STATE)[keyof typeof TEMP_STATE];

/** Beyond the configured range by at most this much is a warning; further is an alarm. */
export const TEMP_WARNING_MARGIN_C = 2;
/** A probe outside its measuring range reports a fault value (85 °C and −127 °C are the classic DS18B20 codes). */
export const PROBE_RANGE_C = { min: -50, max: 80 } as const;
export const PROBE_FAULT_CODES = [85, -127] as const;

export function deriveTempState(value: number | null, minC: number, maxC: number): TempState {
  if (value === null) return TEMP_STATE.offline;
  if (value < PROBE_RANGE_C.min || value > PROBE_RANGE_C.max) return TEMP_STATE.outOfRange;
  const beyond = value > maxC ? value - maxC : value < minC ? minC - value : 0;
  if (beyond === 0) return TEMP_STATE.normal;
  return beyond <= TEMP_WARNING_MARGIN_C ? TEMP_STATE.warning : TEMP_STATE.alarm;
}

/** transport_orders.state (seed 001 §4). */
export const TRACKING_ORDER_STATES = [
  'normal',
  'toBeBound',
  'toBeTransported',
  'inTransit',
  'completed',
  'offTrack',
  'notArrived',
  'endedManually',
] as const;
export type TrackingOrderState = (typeof TRACKING_ORDER_STATES)[number];

/** alarms.handle_type / alarm_handles.handle_type: the dialog's four handling methods (seed 000 §7). */
export const HANDLE_TYPE = { opinion: 1, tts: 2, talk: 3, familyVoice: 4 } as const;

/** Preset handling opinions (the alarm dialog's alarmHandleIdeas). */
export const HANDLE_OPINIONS = {
  driving: [
    '已电话联系司机，司机表示已知晓',
    '已提醒司机注意安全驾驶',
    '司机已停车休息',
    '经核实为误报',
    '已通知车队长跟进处理',
  ],
  device: ['设备已安排检修', '已联系司机检查设备', '经核实为误报', '已通知车队长跟进处理'],
  temperature: ['已联系现场人员检查制冷设备', '温度已恢复正常', '货物已转移至备用冷库', '经核实为误报'],
} as const;
export type AlarmTopic = keyof typeof HANDLE_OPINIONS;

/** What the TTS messages sent to the cab said. */
export const TTS_MESSAGES = [
  '请注意安全驾驶，保持车距',
  '您已连续驾驶较长时间，请就近停车休息',
  '行车中请勿使用手机',
  '请系好安全带',
  '请注意控制车速',
] as const;

/** The abnormal-handling dialog's six preset remarks (seed 000 §5). */
export const ABNORMAL_PRESETS = [
  '已联系司机检查设备',
  '设备已安排检修',
  '车辆停运中',
  '信号盲区，已恢复',
  '已恢复正常',
  '其他原因',
] as const;
