/** Where route-setup and page-load errors go (seed 000 §2.2). No React: any module may log. */
export interface LoggedError {
  source: 'routeSetup' | 'pageLoad' | 'shellData' | 'audio';
  message: string;
  detail?: unknown;
  at: number;
}

const MAX_KEPT = 100;
const kept: LoggedError[] = [];

export function logError(source: LoggedError['source'], message: string, detail?: unknown): void {
  kept.push({ source, message, detail, at: Date.now() });
  if (kept.length > MAX_KEPT) kept.shift();
  console.error(`[roadwatch:${source}] ${message}`, detail ?? '');
}

/** The most recent errors, oldest first (for a support view and tests). */
export function loggedErrors(): readonly LoggedError[] {
  return kept;
}
