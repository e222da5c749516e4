/** Business constants and limits from seed 000 §9 and seed 001 §9. One source of truth for server and clients. */
export const LIMITS = {
  requestTimeoutMs: 300_000,
  toastMs: 2_500,
  trackPageSize: 8_000,
  mediaPageSize: 10,
  searchPageSize: 10,
  ttsHistoryPageSize: 20,
  ttsHistoryScrollThrottleMs: 500,
  audioBufferSamples: 2_048,
  audioResampleFactor: 6,
  audioFrameHeaderBytes: 27,
  chatHeartbeatMs: 10_000,
  chatAutoCloseMs: 3_600_000,
  chatUrlRetryMs: 1_000,
  chatUrlRetries: 30,
  chatLaunchRetryMs: 3_500,
  chatLaunchRetries: 3,
  alarmRefreshMs: 60_000,
  alarmStaleMs: 60_000,
  alarmInfoNavRefreshMs: 120_000,
  popupHideMs: 10_000,
  /** The alarm and abnormal popovers list the newest this many (their totals count all). */
  popoverMaxRows: 100,
  /** …of the last this many days. */
  popoverDays: 30,
  licencePromptAgainMs: 24 * 3_600_000,
  licenceNumberDigits: 12,
  opinionMax: 200,
  opinionMaxEventSetting2: 100,
  abnormalRemarkMax: 200,
  abnormalPresetCount: 6,
  sentryAnswerMax: 50,
  sentryReplyWindowMs: 5 * 60_000,
  passwordMin: 8,
  passwordMax: 15,
  imageMaxBytes: 10 * 1024 * 1024,
  voiceFileMaxBytes: 10 * 1024 * 1024,
  voiceFilesPerDriver: 5,
  batchHandleMax: 20,
  pageSizeDefault: 20,
  pageSizeOptions: [10, 20, 50, 100, 200],
  chunkLoadTimeoutMs: 120_000,
  reminderMax: 5,
  contactSelectMax: 50,
  mapListPageSize: 10_000,
  clusterAboveVehicles: 200,
  monitoredVehiclesMax: 10_000,
  multiVehicleTrackingMax: 20,
  realTimeVideoChannelsMax: 16,
  overdueHighRiskMs: 5 * 60_000,
  usedVehicleDailyKm: 5,
  usageDivisorDays: 30,
  nearExpiryDays: 30,
  kioskRefreshSeconds: [5, 15, 30],
  /** Longest user-typed text the API accepts anywhere unless a rule says less. */
  genericTextMax: 200,
  userNameMax: 32,
} as const;

/** Operational guide bit flags (seed 000 §4). */
/**
 * Flash capture (alarm settings, flash photo): a photo capture uses at most 4 camera channels, a video capture at
 * most 3; photo counts are chosen from these. The gateway's `commands.capture` takes one channel per call.
 */
export const FLASH_CAPTURE = {
  maxPhotoChannels: 4,
  maxVideoChannels: 3,
  photoCounts: [2, 5, 10, 20, 30, 40, 50],
  kinds: ['photo', 'video30', 'video60'],
} as const;

export const GUIDE_BITS = { onlineService: 8, firstLogin: 64, licence: 128 } as const;

/** Message sources shown in the floating message box (seed 000 §2.5). */
export const FLOATING_MESSAGE_SOURCES = [8, 22, 23] as const;

/** Default track display settings (seed 000 §9). */
export const TRACK_DEFAULTS = {
  speedBands: [40, 80, 100],
  bandColors: ['#1677ff', '#52c41a', '#fa8c16', '#f5222d'],
  lineColor: '#52c41a',
  lineWidth: 6,
} as const;

export const MAP_TYPES = ['TMap', 'GMap', 'BMap', 'AMap'] as const;

export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

/** Handling status of alarms and exceptions (seed 001 §4). */
export const HANDLE_STATUS = { unprocessed: 0, processed: 1, ignored: 2 } as const;
export type HandleStatus = (typeof HANDLE_STATUS)[keyof typeof HANDLE_STATUS];

/** Sessions. */
export const SESSION = {
  userTtlMs: 8 * 3_600_000,
  rememberTtlMs: 7 * 24 * 3_600_000,
  kioskTtlMs: 12 * 3_600_000,
  /**
   * The longest a session lives however busy it is (sliding expiry stops here): a day for a plain sign-in, 30 days
   * with "remember", a week for a wall display (it then exchanges its display token again).
   */
  userMaxAgeMs: 24 * 3_600_000,
  rememberMaxAgeMs: 30 * 24 * 3_600_000,
  kioskMaxAgeMs: 7 * 24 * 3_600_000,
  /**
   * Sign-in attempts. Failures are counted per account from one address (so a typo-prone neighbour or an attacker
   * elsewhere cannot lock a user out) and per address over all accounts. Past the free failures every further
   * attempt waits, the wait doubling from loginDelayFirstMs up to loginDelayMaxMs; a key's failures are forgotten
   * loginWindowMs after its last one.
   */
  loginFailuresPerAccount: 5,
  loginFailuresPerAddress: 20,
  loginDelayFirstMs: 60_000,
  loginDelayMaxMs: 15 * 60_000,
  loginWindowMs: 60 * 60_000,
  /** Captcha images one address may ask for per minute (each one is a stored row and a rendering). */
  captchasPerAddressPerMinute: 60,
  /** Live-feed WebSockets one session may hold open at once (tabs of one console, a display's reconnects). */
  liveSocketsPerSession: 8,
} as const;

/**
 * The HTTP server's time limits (defaults of the ROADWATCH_HTTP_* settings): a client must finish sending its
 * headers within headersTimeoutMs and its whole request (a 10 MB upload included) within requestTimeoutMs; an idle
 * kept-alive connection closes after keepAliveTimeoutMs. Node checks connections against them every checkIntervalMs.
 */
export const HTTP_TIMEOUTS = {
  headersTimeoutMs: 20_000,
  requestTimeoutMs: 120_000,
  keepAliveTimeoutMs: 5_000,
  checkIntervalMs: 5_000,
} as const;
