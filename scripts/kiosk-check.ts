/**
 * npm run kiosk:check [-- [folder] [--lang zh-CN|en-US] [--write-schema]]
 *
 * Validates every display config (kiosk-configs/*.json, or the folder given, or ROADWATCH_KIOSK_CONFIG_DIR)
 * against the shared schema, prints OK per file or the failing field paths, and exits non-zero on any failure.
 * A display whose allowFrom admits every address is valid but gets a warning: anyone who reaches the server
 * would see its plates and positions.
 * In the repository's own kiosk-configs/ it also checks that display.schema.json matches the zod schema;
 * --write-schema regenerates it.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import {
  DISPLAY_SCHEMA_FILE,
  describeDisplayConfigIssue,
  displayConfigJsonSchema,
  isDisplayConfigFile,
  translateKey,
  validateDisplayConfigFiles,
} from '@roadwatch/core';
import { createI18n, isLanguage } from '@roadwatch/core/i18n';
import prettier from 'prettier';
import { admitsEveryAddress } from '../apps/server/src/kiosk/addressAllowed';

export const REPO_CONFIG_DIR = fileURLToPath(new URL('../kiosk-configs/', import.meta.url));

export interface KioskCheckOptions {
  dir: string;
  language: 'zh-CN' | 'en-US';
  writeSchema?: boolean;
  print?: (line: string) => void;
}

async function formattedSchema(schemaPath: string): Promise<string> {
  const text = JSON.stringify(displayConfigJsonSchema(), null, 2);
  const options = (await prettier.resolveConfig(schemaPath)) ?? {};
  return prettier.format(text, { ...options, filepath: schemaPath });
}

/** Returns the number of failures (bad files, plus a stale schema file). */
export async function runKioskCheck(options: KioskCheckOptions): Promise<number> {
  const print = options.print ?? ((line: string) => console.log(line));
  const i18n = createI18n(options.language);
  const t = (key: string, params?: Record<string, unknown>) =>
    translateKey(i18n, `kiosk.check.${key}`, params);
  const dir = path.resolve(options.dir);
  let failures = 0;

  const schemaPath = path.join(dir, DISPLAY_SCHEMA_FILE);
  if (path.relative(REPO_CONFIG_DIR, dir) === '') {
    if (options.writeSchema) {
      await writeFile(schemaPath, await formattedSchema(schemaPath));
      print(t('schemaWritten', { file: DISPLAY_SCHEMA_FILE }));
    } else {
      const current: unknown = existsSync(schemaPath) ? JSON.parse(await readFile(schemaPath, 'utf8')) : null;
      if (!isDeepStrictEqual(current, displayConfigJsonSchema())) {
        failures += 1;
        print(`${t('failed').padEnd(6)} ${t('schemaStale', { file: DISPLAY_SCHEMA_FILE })}`);
      }
    }
  }

  const fileNames = (await readdir(dir)).filter(isDisplayConfigFile).sort();
  if (fileNames.length === 0) {
    print(t('noFiles', { dir }));
    return failures + 1;
  }
  const files = await Promise.all(
    fileNames.map(async (fileName) => ({ fileName, text: await readFile(path.join(dir, fileName), 'utf8') })),
  );
  let badFiles = 0;
  for (const result of validateDisplayConfigFiles(files)) {
    if (result.ok) {
      print(
        `${t('ok').padEnd(6)} ${result.fileName} (${t('boardCount', { n: result.config.boards.length })})`,
      );
      if (admitsEveryAddress(result.config.allowFrom))
        print(`${t('warning').padEnd(6)} ${t('openToAll', { file: result.fileName })}`);
      continue;
    }
    badFiles += 1;
    print(`${t('failed').padEnd(6)} ${result.fileName}`);
    for (const issue of result.issues) print(`         ${describeDisplayConfigIssue(issue, i18n)}`);
  }
  print(t('summary', { ok: files.length - badFiles, failed: badFiles }));
  return failures + badFiles;
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { lang: { type: 'string' }, 'write-schema': { type: 'boolean', default: false } },
  });
  const envLanguage = process.env.LANG?.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en-US';
  const language = isLanguage(values.lang) ? values.lang : envLanguage;
  const dir = positionals[0] ?? process.env.ROADWATCH_KIOSK_CONFIG_DIR ?? REPO_CONFIG_DIR;
  const failures = await runKioskCheck({ dir, language, writeSchema: values['write-schema'] });
  process.exitCode = failures > 0 ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
