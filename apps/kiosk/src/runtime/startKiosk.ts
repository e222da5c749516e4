import { kioskEndpoints, type DisplayConfig } from '@roadwatch/core';
import { backoffDelay } from '../api/backoff';
import { createKioskApi, DisplayNotAuthorisedError, type KioskApi } from '../api/kioskApi';
import { loadDisplayConfig } from '../api/loadDisplayConfig';
import { kioskI18n, applyLanguage } from '../i18n/kioskI18n';
import {
  beginRefresh,
  kioskState,
  pauseOrResume,
  refreshSucceeded,
  setDisplay,
  setStageSize,
  showBoardAt,
  showScreen,
  startBoards,
  tick,
} from '../state/kioskState';
import { delay } from './delay';

/** How often a notice screen (bad config, unknown display, refused token) checks whether it has been fixed. */
const RECHECK_MS = 30_000;
/** Fast enough that the clock and both countdowns never lag a second behind. */
const TICK_MS = 250;

/** Read the config until it is valid; notices show in the meantime and clear themselves once fixed. */
async function loadConfigUntilValid(display: string): Promise<DisplayConfig> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const load = await loadDisplayConfig(display);
      if (load.kind === 'ok') return load.config;
      if (load.kind === 'invalid' && load.language) applyLanguage(load.language);
      showScreen(
        load.kind === 'notFound' ? { kind: 'displayNotFound' } : { kind: 'configError', issues: load.issues },
      );
      attempt = -1;
      await delay(RECHECK_MS);
    } catch {
      showScreen({ kind: 'connecting', unreachable: true });
      await delay(backoffDelay(attempt));
    }
  }
}

async function authenticateUntilAuthorised(api: KioskApi): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await api.authenticate();
      return;
    } catch (error) {
      const refused = error instanceof DisplayNotAuthorisedError;
      showScreen(refused ? { kind: 'notAuthorised' } : { kind: 'connecting', unreachable: true });
      await delay(refused ? RECHECK_MS : backoffDelay(attempt));
    }
  }
}

function listenToKeyboard(): void {
  window.addEventListener('keydown', (event) => {
    const now = Date.now();
    if (event.key === ' ') pauseOrResume(now);
    else if (event.key === 'ArrowRight' || event.key === 'ArrowDown' || event.key === 'PageDown')
      showBoardAt(1, now);
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp' || event.key === 'PageUp')
      showBoardAt(-1, now);
    else return;
    event.preventDefault();
  });
}

function listenToViewport(): void {
  const resize = () => setStageSize(window.innerWidth, window.innerHeight);
  window.addEventListener('resize', resize);
  resize();
}

/**
 * The kiosk's life: read the config, authenticate, then rotate the boards forever. Each board's data call
 * joins `refreshBoard` with the boards issue; for now the frame refreshes the display's own details, which
 * proves the session (and its silent renewal) on every refresh interval.
 */
export async function startKiosk(): Promise<void> {
  listenToViewport();
  const display = new URLSearchParams(window.location.search).get('display')?.trim() ?? '';
  setDisplay(display);
  if (!display) {
    showScreen({ kind: 'noDisplay' });
    return;
  }

  const config = await loadConfigUntilValid(display);
  applyLanguage(config.language);
  document.title = config.title;
  const api = createKioskApi({
    display,
    displayToken: config.token,
    baseUrl: window.location.origin,
    t: (key, options) => kioskI18n.t(key, options ?? {}),
  });
  await authenticateUntilAuthorised(api);
  startBoards(config, Date.now());
  listenToKeyboard();

  let refreshing = false;
  async function refreshBoard(now: number): Promise<void> {
    const index = beginRefresh(now);
    if (index === null) return;
    refreshing = true;
    try {
      const info = await api.call(kioskEndpoints.kioskDisplay, {});
      refreshSucceeded(index, info, Date.now());
    } catch (error) {
      if (!(error instanceof DisplayNotAuthorisedError)) return; // keep the last data; retried next interval
      showScreen({ kind: 'notAuthorised' });
      await delay(RECHECK_MS);
      await authenticateUntilAuthorised(api);
      startBoards(config, Date.now());
    } finally {
      refreshing = false;
    }
  }

  setInterval(() => {
    const now = Date.now();
    if (tick(now) && !refreshing && kioskState.screen.kind === 'running') void refreshBoard(now);
  }, TICK_MS);
}
