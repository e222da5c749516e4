import type { Messages } from '../messages';
import type { console as zh } from '../zh-CN/console';

export const console: Messages<typeof zh> = {
  login: {
    title: 'Sign in',
    welcome: 'Welcome',
    userName: 'User name',
    password: 'Password',
    captcha: 'Verification code',
    captchaImage: 'Verification code image',
    captchaRefresh: 'Hard to read? Click the image for a new one',
    remember: 'Remember password',
    submit: 'Sign in',
    submitting: 'Signing in…',
    required: 'Enter the user name, password and verification code',
    failed: 'Sign-in failed, please try again',
    language: 'Language',
  },
  modulePage: {
    operations: 'Permitted operations',
    noOperations: 'No permitted operations',
    notBuilt: 'The "{{title}}" page arrives in a later release (module: {{module}}).',
  },
  notFound: {
    title: 'Sorry, the page you visited does not exist',
    backHome: 'Back to home',
  },
  forbidden: {
    title: 'No permission',
    body: 'You do not have permission to open this page. Please contact the company account administrator.',
    backHome: 'Back to home',
  },
};
