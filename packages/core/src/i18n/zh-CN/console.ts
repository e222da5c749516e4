/** Console texts. Grouped by screen. */
export const console = {
  login: {
    title: '登录',
    welcome: '欢迎登录',
    userName: '用户名',
    password: '密码',
    captcha: '验证码',
    captchaImage: '验证码图片',
    captchaRefresh: '看不清？点击图片换一张',
    remember: '记住密码',
    submit: '登录',
    submitting: '正在登录…',
    required: '请输入用户名、密码和验证码',
    failed: '登录失败，请重试',
    language: '语言',
  },
  modulePage: {
    operations: '可用操作',
    noOperations: '无可用操作',
    notBuilt: '“{{title}}”页面将在后续版本中提供（模块：{{module}}）。',
  },
  notFound: {
    title: '抱歉，您访问的页面不存在',
    backHome: '返回首页',
  },
  forbidden: {
    title: '没有权限',
    body: '您没有访问该页面的权限，请联系公司账号管理员。',
    backHome: '返回首页',
  },
} as const;
