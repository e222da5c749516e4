/** Vehicle reads: timeline event names (seed 000 §3) and duration text. */
export const vehicle = {
  eventTypes: {
    drive: '行驶',
    brake: '急刹车',
    park: '停车',
    ignition: '点火',
    regionEnter: '进入区域',
    flameout: '熄火',
    regionLeave: '离开区域',
    cityChange: '跨城市',
    cardInsert: '插卡',
    cardPluck: '拔卡',
  },
  duration: {
    hours: '{{h}}小时{{m}}分',
    minutes: '{{m}}分{{s}}秒',
    seconds: '{{s}}秒',
  },
} as const;
