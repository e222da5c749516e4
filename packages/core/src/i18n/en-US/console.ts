import type { Messages } from '../messages';
import type { console as zh } from '../zh-CN/console';

export const console: Messages<typeof zh> = {
  login: {
    title: 'Sign in',
    userName: 'User name',
    password: 'Password',
    captcha: 'Verification code',
    captchaRefresh: 'Hard to read? Click the image for a new one',
    remember: 'Remember password',
    submit: 'Sign in',
  },
  shell: {
    signOut: 'Sign out',
    home: 'Home',
  },
  notFound: {
    title: 'Sorry, the page you visited does not exist',
    backHome: 'Back to home',
  },
  forbidden: {
    title: 'No permission',
    body: 'You do not have permission to open this page. Please contact the company account administrator.',
  },
};
