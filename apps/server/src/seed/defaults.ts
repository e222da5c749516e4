import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPO_ROOT_URL } from '../serverFiles';

/** Shared by `npm start`, the seed command and the benchmark (README documents them). */
export const DEFAULT_DEMO_PASSWORD = 'Roadwatch@2026';
export const DEFAULT_SEED_VEHICLES = 2000;
export const DEFAULT_SEED_DAYS = 30;

export const REPO_ROOT = fileURLToPath(REPO_ROOT_URL);
export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, 'data');
