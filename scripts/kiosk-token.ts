/**
 * npm run kiosk:token -- --display <name> [--rotate] [--lang zh-CN|en-US]
 *
 * For a display whose config has no `token` (so this installation generated one at first start): says when its
 * token was issued, or with --rotate issues a new one, ends the display's sessions and prints its address with
 * the new token once. Uses the server's own settings (ROADWATCH_DATA_DIR, DATABASE_URL, ROADWATCH_KIOSK_CONFIG_DIR,
 * HOST, PORT), so it may run while the server does: the running server refuses the old token at once.
 */
import { parseArgs } from 'node:util';
import { displayUrl, translateKey } from '@roadwatch/core';
import { createI18n, isLanguage } from '@roadwatch/core/i18n';
import { loadConfig } from '../apps/server/src/config';
import { connectDatabase } from '../apps/server/src/db/connect';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { displayTokenIssuedAt } from '../apps/server/src/kiosk/displayTokenStore';
import { loadKioskConfigs } from '../apps/server/src/kiosk/loadKioskConfigs';
import { rotateDisplayToken } from '../apps/server/src/kiosk/rotateDisplayToken';

const { values } = parseArgs({
  options: {
    display: { type: 'string' },
    rotate: { type: 'boolean', default: false },
    lang: { type: 'string' },
  },
});
const envLanguage = process.env.LANG?.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en-US';
const i18n = createI18n(isLanguage(values.lang) ? values.lang : envLanguage);
const t = (key: string, params?: Record<string, unknown>) => translateKey(i18n, `kiosk.token.${key}`, params);

async function main(): Promise<number> {
  const display = values.display?.trim();
  if (!display) {
    console.error(t('usage'));
    return 2;
  }
  const config = loadConfig();
  const known = loadKioskConfigs(config.kioskConfigDir).configs.find((c) => c.name === display);
  if (!known) {
    console.error(t('unknownDisplay', { display, dir: config.kioskConfigDir }));
    return 1;
  }
  if (known.token !== undefined) {
    console.error(t('ownToken', { display }));
    return 1;
  }
  if (!values.rotate) {
    const issuedAt = displayTokenIssuedAt(config.dataDir, display);
    console.log(
      issuedAt === null
        ? t('none', { display })
        : t('issued', { display, time: new Date(issuedAt).toISOString() }),
    );
    return 0;
  }
  const db = connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(db);
    const token = await rotateDisplayToken(db, config.dataDir, display);
    const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    console.log(t('rotated', { display }));
    console.log(displayUrl(`http://${host}:${config.port}`, display, token));
    return 0;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main();
