import fs from 'node:fs';
import path from 'node:path';
import { validateDisplayConfigFiles, type DisplayConfig, type DisplayConfigIssue } from '@roadwatch/core';

export interface LoadedKioskConfigs {
  configs: DisplayConfig[];
  rejected: { fileName: string; issues: DisplayConfigIssue[] }[];
}

/** Reads kiosk-configs/*.json. A broken file is reported and left out; it does not stop the server. */
export function loadKioskConfigs(dir: string): LoadedKioskConfigs {
  if (!fs.existsSync(dir)) return { configs: [], rejected: [] };
  const files = fs
    .readdirSync(dir)
    .sort()
    .map((fileName) => ({ fileName, text: fs.readFileSync(path.join(dir, fileName), 'utf8') }));
  const configs: DisplayConfig[] = [];
  const rejected: LoadedKioskConfigs['rejected'] = [];
  for (const result of validateDisplayConfigFiles(files)) {
    if (result.ok) configs.push(result.config);
    else rejected.push({ fileName: result.fileName, issues: result.issues });
  }
  return { configs, rejected };
}
