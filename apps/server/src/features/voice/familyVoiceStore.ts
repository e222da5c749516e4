import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ENDPOINTS, endpointPath } from '@roadwatch/core';
import type { AppDeps } from '../../http/endpointHandler';
import { DEFAULT_DATA_DIR } from '../../seed/defaults';

/** Files live under <ROADWATCH_DATA_DIR>/voice/<company id>/, named randomly (never by the user's name). */
export function voiceDir(deps: Pick<AppDeps, 'dataDir'>, companyId: number): string {
  return path.join(deps.dataDir ?? DEFAULT_DATA_DIR, 'voice', String(companyId));
}

const STORED_NAME = /^[a-f0-9]{32}\.[a-z0-9]{1,5}$/;

export async function writeVoiceFile(
  deps: Pick<AppDeps, 'dataDir'>,
  companyId: number,
  extension: string,
  bytes: Uint8Array,
): Promise<string> {
  const dir = voiceDir(deps, companyId);
  await mkdir(dir, { recursive: true });
  const storedName = `${randomBytes(16).toString('hex')}.${extension}`;
  await writeFile(path.join(dir, storedName), bytes, { flag: 'wx' });
  return storedName;
}

export async function readVoiceFile(
  deps: Pick<AppDeps, 'dataDir'>,
  companyId: number,
  storedName: string,
): Promise<Buffer> {
  if (!STORED_NAME.test(storedName)) throw new Error(`bad stored voice name ${storedName}`);
  return readFile(path.join(voiceDir(deps, companyId), storedName));
}

export async function removeVoiceFile(
  deps: Pick<AppDeps, 'dataDir'>,
  companyId: number,
  storedName: string,
): Promise<void> {
  if (!STORED_NAME.test(storedName)) return;
  await rm(path.join(voiceDir(deps, companyId), storedName), { force: true });
}

/** The voiceUrl of a file (what getDriverDataList lists and familySendDto.voiceUrl names). */
export function voiceUrl(id: number): string {
  return `${endpointPath(ENDPOINTS.familyVoiceFile)}?id=${id}`;
}

/** The file id in a voiceUrl, or null. */
export function voiceIdFromUrl(url: string): number | null {
  const match = /[?&]id=(\d{1,10})(?:&|$)/.exec(url);
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
