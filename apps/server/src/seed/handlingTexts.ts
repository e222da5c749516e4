/**
 * Chinese demo content the seed writes into handling records: what the staff typed or chose. It is data in the
 * rows, not interface text, so it is not translated.
 */

/** Preset handling opinions (the alarm dialog's alarmHandleIdeas), by what the alarm is about. */
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
