import { kioskEndpoints, type DisplayConfig } from '@roadwatch/core';
import { backoffDelay } from '../api/backoff';
import { fetchBoardData } from '../api/fetchBoardData';
import { takeDisplayToken } from '../api/displayToken';
import { createKioskApi, DisplayNotAuthorisedError, type KioskApi } from '../api/kioskApi';
import { loadDisplayConfig } from '../api/loadDisplayConfig';
import { kioskI18n, applyLanguage } from '../i18n/kioskI18n';
import {
  kioskState,
  markReloadPending,
  pauseOrResume,
  setDisplay,
  setDrift,
  setInfo,
  setStageSize,
  showScreen,
  startBoards,
} from '../state/kioskState';
import { createBoardDeck, type BoardDeck } from './boardDeck';
import { isNewBuildServed } from './buildWatch';
import { driftAt } from './burnInDrift';
import { setActiveDeck } from './deckSignal';
import { delay } from './delay';
import { exposeKioskStats, kioskStats } from './kioskStats';

/**
 * How often a notice screen (bad config, unknown display, refused token or address) checks whether it has been
 * fixed.
 */
const RECHECK_MS = 30_000;
/** Fast enough that the clock and both countdowns never lag a second behind. */
const TICK_MS = 250;
/** How often the display asks whether a new kiosk build has been deployed. */
const BUILD_CHECK_MS = 60_000;
/** After a reload for a new build, the display continues with the board that was next. */
const RESUME_KEY = 'roadwatch.kiosk.resumeBoard';

/** Read the config until it is valid; notices show in the meantime and clear themselves once fixed. */
async function loadConfigUntilValid(display: string): Promise<DisplayConfig> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const load = await loadDisplayConfig(display);
      if (load.kind === 'ok') return load.config;
      if (load.kind === 'invalid' && load.language) applyLanguage(load.language);
      showScreen(
        load.kind === 'notFound'
          ? { kind: 'displayNotFound' }
          : load.kind === 'addressRefused'
            ? { kind: 'addressRefused' }
            : { kind: 'configError', issues: load.issues },
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

function listenToKeyboard(deck: BoardDeck): void {
  window.addEventListener('keydown', (event) => {
    const now = Date.now();
    if (event.key === ' ') pauseOrResume(now);
    else if (event.key === 'ArrowRight' || event.key === 'ArrowDown' || event.key === 'PageDown')
      deck.move(1, now);
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp' || event.key === 'PageUp')
      deck.move(-1, now);
    else return;
    event.preventDefault();
  });
}

function listenToViewport(): void {
  const resize = () => setStageSize(window.innerWidth, window.innerHeight);
  window.addEventListener('resize', resize);
  resize();
}

function takeResumeBoard(): number {
  try {
    const value = Number(sessionStorage.getItem(RESUME_KEY) ?? 0);
    sessionStorage.removeItem(RESUME_KEY);
    return Number.isInteger(value) && value >= 0 ? value : 0;
  } catch {
    return 0;
  }
}

function reloadForNewBuild(nextIndex: number): void {
  kioskStats.buildReloads += 1;
  try {
    sessionStorage.setItem(RESUME_KEY, String(nextIndex));
  } catch {
    // Without storage the display starts again from its first board; nothing worse.
  }
  window.location.reload();
}

/**
 * The kiosk's life: read the config, authenticate, then rotate the boards forever. Each board fetches its own
 * data on its refresh interval (runtime/boardDeck.ts); failures keep the last good data on screen and retry
 * with backoff; a refused token shows the "not authorised" notice until the display is authorised again.
 */
export async function startKiosk(): Promise<void> {
  exposeKioskStats();
  listenToViewport();
  const display = new URLSearchParams(window.location.search).get('display')?.trim() ?? '';
  setDisplay(display);
  if (!display) {
    showScreen({ kind: 'noDisplay' });
    return;
  }
  // Taken before anything else, so the token leaves the address bar at once.
  const generatedToken = takeDisplayToken(display);

  const config = await loadConfigUntilValid(display);
  applyLanguage(config.language);
  document.title = config.title;
  // A token in the config file wins; otherwise the one this installation generated (apps/kiosk/CONTEXT.md).
  const displayToken = config.token ?? generatedToken;
  if (displayToken === null) {
    showScreen({ kind: 'noToken' });
    return;
  }
  const api = createKioskApi({
    display,
    displayToken,
    baseUrl: window.location.origin,
    t: (key, options) => kioskI18n.t(key, options ?? {}),
  });
  await authenticateUntilAuthorised(api);

  let reauthorising = false;
  async function reauthorise(): Promise<void> {
    if (reauthorising) return;
    reauthorising = true;
    showScreen({ kind: 'notAuthorised' });
    await delay(RECHECK_MS);
    await authenticateUntilAuthorised(api);
    reauthorising = false;
    startBoards(config, Date.now());
    void refreshInfo();
  }

  async function refreshInfo(): Promise<void> {
    try {
      setInfo(await api.call(kioskEndpoints.kioskDisplay, {}));
    } catch (error) {
      if (error instanceof DisplayNotAuthorisedError) void reauthorise();
    }
  }

  const deck = createBoardDeck({
    fetchBoard: (board) => fetchBoardData(api, board),
    onFetchError: (error) => {
      if (!(error instanceof DisplayNotAuthorisedError)) return false;
      void reauthorise();
      return true;
    },
    reload: reloadForNewBuild,
  });
  setActiveDeck(deck);
  startBoards(config, Date.now(), takeResumeBoard());
  void refreshInfo();
  listenToKeyboard(deck);

  setInterval(() => {
    const now = Date.now();
    kioskState.now = now;
    const drift = driftAt(now);
    setDrift(drift.x, drift.y);
    deck.tick(now);
  }, TICK_MS);

  setInterval(() => {
    if (kioskState.screen.kind !== 'running' || kioskState.reloadPending) return;
    if (kioskState.info === null) void refreshInfo();
    void isNewBuildServed(import.meta.env.BASE_URL).then((fresh) => {
      if (fresh) markReloadPending();
    });
  }, BUILD_CHECK_MS);
}
