/** Console texts. Grouped by screen. */
export const console = {
  login: {
    title: '登录',
    userName: '用户名',
    password: '密码',
    captcha: '验证码',
    captchaRefresh: '看不清？点击图片换一张',
    remember: '记住密码',
    submit: '登录',
  },
  shell: {
    signOut: '退出登录',
    home: '首页',
  },
  notFound: {
    title: '抱歉，您访问的页面不存在',
    backHome: '返回首页',
  },
  forbidden: {
    title: '没有权限',
    body: '您没有访问该页面的权限，请联系公司账号管理员。',
  },
} as const;
