export const kiosk = {
  loading: '正在连接大屏…',
  notAuthorised: '大屏未授权',
  notAuthorisedBody: '显示屏“{{display}}”的令牌无效或已被吊销，请联系管理员。',
  configError: '大屏配置错误',
  configErrorField: '字段 {{field}}：{{reason}}',
  nextRefresh: '{{seconds}}秒后刷新',
  nextBoard: '{{seconds}}秒后切换',
  updatedAt: '更新于 {{time}}',
  stale: '数据已过期 {{age}}，正在重新连接…',
} as const;
