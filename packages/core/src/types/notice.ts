import type { notices } from '../i18n/zh-CN/notices';

/** A message the platform writes itself: its text is `notices.<key>.title` / `.content` in the reader's language. */
export type NoticeKey = keyof typeof notices;
/** Values put into a notice's text; data (plates, names, numbers), never translated. */
export type NoticeParams = Record<string, string | number>;
