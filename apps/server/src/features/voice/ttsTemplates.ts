import { TTS_TEMPLATE_KEYS } from '@roadwatch/core';
import type { TFunction } from 'i18next';
import type { Database } from '../../db/connect';

/** Company instructions offered next to the built-in templates. */
const COMMON_INSTRUCTIONS_MAX = 10;

/**
 * Templates of the TTS box: the built-in reminders (in the caller's language), then the company's common
 * instructions (messages sent with insCommon 1), newest first, without repeats.
 */
export async function ttsTemplates(db: Database, companyId: number, t: TFunction): Promise<string[]> {
  const builtIn = TTS_TEMPLATE_KEYS.map((key) => t(`voice.templates.${key}`));
  const rows = await db
    .selectFrom('tts_sends')
    .select('message')
    .where('company_id', '=', companyId)
    .where('ins_common', '=', 1)
    .orderBy('sent_at', 'desc')
    .limit(100)
    .execute();
  const seen = new Set(builtIn);
  const common: string[] = [];
  for (const { message } of rows) {
    if (seen.has(message)) continue;
    seen.add(message);
    common.push(message);
    if (common.length === COMMON_INSTRUCTIONS_MAX) break;
  }
  return [...builtIn, ...common];
}
