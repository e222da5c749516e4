import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppDeps } from '../../../http/endpointHandler';
import { DEFAULT_DATA_DIR } from '../../../seed/defaults';

type Deps = Pick<AppDeps, 'dataDir'>;

/** Images live under <ROADWATCH_DATA_DIR>/insurance-images/<company id>/, named randomly (never by the user's name). */
export function insuranceImageDir(deps: Deps, companyId: number): string {
  return path.join(deps.dataDir ?? DEFAULT_DATA_DIR, 'insurance-images', String(companyId));
}

const STORED_NAME = /^[a-f0-9]{32}\.(?:jpg|png|bmp)$/;

export async function writeInsuranceImage(
  deps: Deps,
  companyId: number,
  extension: string,
  bytes: Uint8Array,
): Promise<string> {
  const dir = insuranceImageDir(deps, companyId);
  await mkdir(dir, { recursive: true });
  const storedName = `${randomBytes(16).toString('hex')}.${extension}`;
  await writeFile(path.join(dir, storedName), bytes, { flag: 'wx' });
  return storedName;
}

export async function readInsuranceImage(deps: Deps, companyId: number, storedName: string): Promise<Buffer> {
  if (!STORED_NAME.test(storedName)) throw new Error(`bad stored image name ${storedName}`);
  return readFile(path.join(insuranceImageDir(deps, companyId), storedName));
}

export async function removeInsuranceImage(deps: Deps, companyId: number, storedName: string): Promise<void> {
  if (!STORED_NAME.test(storedName)) return;
  await rm(path.join(insuranceImageDir(deps, companyId), storedName), { force: true });
}
