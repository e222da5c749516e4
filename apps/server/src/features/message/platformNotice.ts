import type { NoticeKey, NoticeParams } from '@roadwatch/core';
import { createI18n, resources } from '@roadwatch/core/i18n';
import type { TFunction } from 'i18next';

/** The columns of a notice the platform writes: its key and parameters, and its text in the default language. */
export interface NoticeColumns {
  msg_key: NoticeKey;
  msg_params: string;
  title: string;
  content: string;
}

// The stored text is what readers without a key (exports, old clients, searches) see: the default language.
const defaultT = createI18n().t;

/** Columns of a platform notice; the stored title and content are only the fallback for readers without a key. */
export function noticeColumns(key: NoticeKey, params: NoticeParams = {}): NoticeColumns {
  return {
    msg_key: key,
    msg_params: JSON.stringify(params),
    title: defaultT(`notices.${key}.title`, params),
    content: defaultT(`notices.${key}.content`, params),
  };
}

function isNoticeKey(key: string): key is NoticeKey {
  return Object.hasOwn(resources['zh-CN'].notices, key);
}

function parseParams(text: string | null): NoticeParams {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as NoticeParams) : {};
  } catch {
    return {};
  }
}

/**
 * A message's title and content in the reader's language: a platform notice is rendered from its key and
 * parameters; a row without a (known) key — old data, texts from upper platforms — shows what was stored.
 */
export function messageText(
  t: TFunction,
  row: { msg_key: string | null; msg_params: string | null; title: string; content: string },
): { title: string; content: string } {
  if (!row.msg_key || !isNoticeKey(row.msg_key)) return { title: row.title, content: row.content };
  const params = parseParams(row.msg_params);
  return {
    title: t(`notices.${row.msg_key}.title`, params),
    content: t(`notices.${row.msg_key}.content`, params),
  };
}
