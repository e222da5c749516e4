/** Alarm notices: the texts sent to contacts and the cab, and the dialog's list of attempts. */
export const alarmNotice = {
  text: '车辆{{plate}}于{{time}}在{{place}}发生{{type}}（{{level}}），请及时处理。',
  reminderText:
    '第{{round}}次提醒：车辆{{plate}}于{{time}}在{{place}}发生的{{type}}（{{level}}）仍未处理，请及时处理。',
  subject: '报警通知：{{plate}} {{type}}（{{level}}）',
  reminderSubject: '报警提醒（第{{round}}次）：{{plate}} {{type}}（{{level}}）',
  placeUnknown: '未知地点',
  title: '通知记录',
  empty: '暂无通知记录',
  loadFailed: '通知记录加载失败',
  columns: {
    round: '轮次',
    channel: '方式',
    recipient: '接收人',
    attemptNo: '第几次尝试',
    status: '状态',
    time: '时间',
    reason: '原因',
  },
  rounds: { first: '首次通知', reminder: '第{{round}}次提醒' },
  channels: { sms: '短信', email: '邮件', wechat: '微信', terminal: '终端' },
  statuses: { queued: '待发送', sent: '已发送', failed: '失败', skipped: '未发送' },
  reasons: {
    notConfigured: '未配置该通知方式',
    dailyLimit: '已达该车辆当日通知上限',
    noAddress: '联系人没有该方式的地址',
    providerFailed: '服务商返回失败',
    timeout: '发送超时',
    offline: '终端不在线',
    refused: '终端拒绝',
    willRetry: '稍后重试',
  },
};
