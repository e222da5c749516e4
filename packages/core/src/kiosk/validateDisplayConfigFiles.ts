import { KIOSK_CONFIG_MSG } from './configMessages';
import type { DisplayConfig } from './displayConfig';
import { parseDisplayConfigText, type DisplayConfigIssue } from './parseDisplayConfig';

/** kiosk-configs/ holds the display configs and their JSON Schema, which is not a display. */
export const DISPLAY_SCHEMA_FILE = 'display.schema.json';

export function isDisplayConfigFile(fileName: string): boolean {
  return fileName.endsWith('.json') && !fileName.endsWith('.schema.json');
}

/** `control-room.json` → `control-room`: a display's file is named after it. */
export function displayNameOfFile(fileName: string): string {
  return fileName.replace(/\.json$/, '');
}

export type DisplayConfigFileResult =
  | { fileName: string; ok: true; config: DisplayConfig }
  | { fileName: string; ok: false; issues: DisplayConfigIssue[] };

/**
 * Validate every display config of a folder: each against the schema and its file name, then across files
 * (a token shared by two displays would let one revoke the other). Used by kiosk:check and the server's loader.
 */
export function validateDisplayConfigFiles(
  files: readonly { fileName: string; text: string }[],
): DisplayConfigFileResult[] {
  const results: DisplayConfigFileResult[] = files
    .filter((f) => isDisplayConfigFile(f.fileName))
    .map((f) => {
      const parsed = parseDisplayConfigText(f.text, displayNameOfFile(f.fileName));
      return parsed.ok
        ? { fileName: f.fileName, ok: true, config: parsed.config }
        : { fileName: f.fileName, ok: false, issues: parsed.issues };
    });
  const firstFileOfToken = new Map<string, string>();
  return results.map((r) => {
    // A display without a token gets its own at first start, never a shared one.
    if (!r.ok || r.config.token === undefined) return r;
    const owner = firstFileOfToken.get(r.config.token);
    if (owner === undefined) {
      firstFileOfToken.set(r.config.token, r.fileName);
      return r;
    }
    const issue = { path: 'token', message: KIOSK_CONFIG_MSG.duplicateToken, params: { file: owner } };
    return { fileName: r.fileName, ok: false, issues: [issue] };
  });
}
