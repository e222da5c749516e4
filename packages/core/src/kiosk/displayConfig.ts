import { z } from 'zod';
import { LANGUAGES, LIMITS } from '../constants';
import { KIOSK_BASE_PATH } from '../api/modules';
import { ONLINE_RATE_DAYS, RISK_TREND_WINDOWS } from '../types/kioskBoards';
import { KIOSK_CONFIG_MSG } from './configMessages';

export const BOARD_KINDS = ['safety', 'coldChain', 'supervision', 'operation'] as const;
export type BoardKind = (typeof BOARD_KINDS)[number];
/** Data refresh intervals a board may use (seed 001 §9: 5, 15 or 30 s). */
export const REFRESH_SECONDS = LIMITS.kioskRefreshSeconds;
export const DISPLAY_THEMES = ['dark', 'light'] as const;
export type DisplayTheme = (typeof DISPLAY_THEMES)[number];
/** How the 3D views draw: live on a GPU and as pictures on a software rasterizer (auto), or always one way. */
export const RENDER_3D_MODES = ['auto', 'live', 'still'] as const;
export type Render3dMode = (typeof RENDER_3D_MODES)[number];

/** A display name is also its file name (`<name>.json`) and appears in the URL, so it stays URL- and path-safe. */
export const DISPLAY_NAME_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;
export const DWELL_SECONDS = { min: 5, max: 3600 } as const;
export const BOARDS_PER_DISPLAY = { min: 1, max: 16 } as const;
export const DEFAULT_RISK_TREND_WINDOW = '7d';
export const DEFAULT_ONLINE_RATE_DAYS = 7;
/** Board options and the one kind of board each applies to. */
const BOARD_OPTION_KIND = [
  ['riskTrendWindow', 'safety'],
  ['onlineRateDays', 'coldChain'],
] as const;

export const boardConfigSchema = z
  .strictObject({
    kind: z.enum(BOARD_KINDS).meta({ description: 'Which board to show.' }),
    dwellSeconds: z
      .number()
      .int()
      .min(DWELL_SECONDS.min)
      .max(DWELL_SECONDS.max)
      .meta({ description: 'Seconds the board stays on screen before the next one.' }),
    refreshSeconds: z
      .literal(REFRESH_SECONDS)
      .meta({ description: 'Data refresh interval in seconds (5, 15 or 30).' }),
    riskTrendWindow: z
      .enum(RISK_TREND_WINDOWS)
      .optional()
      .meta({
        description: `Safety boards: window of the risk trend (7d, 15d, 13w or 12m); ${DEFAULT_RISK_TREND_WINDOW} when absent.`,
      }),
    onlineRateDays: z
      .literal(ONLINE_RATE_DAYS)
      .optional()
      .meta({
        description: `Cold-chain boards: days of the temperature online rate (2, 3, 7 or 30); ${DEFAULT_ONLINE_RATE_DAYS} when absent.`,
      }),
  })
  .superRefine((board, ctx) => {
    // A window set on a board that has no such view is a mistake worth naming, not a silent no-op.
    for (const [field, kind] of BOARD_OPTION_KIND) {
      if (board[field] !== undefined && board.kind !== kind)
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: KIOSK_CONFIG_MSG.notForKind,
          params: { kind },
        });
    }
  })
  .meta({ title: 'Board' });

export const DISPLAY_ADDRESSES_MAX = 32;

/**
 * Where a display without `allowFrom` may be opened from: loopback and the private ranges (IPv4 RFC 1918, IPv6
 * unique-local and link-local). A wall screen sits in a control room, not on the internet; opening a display to
 * every address takes an explicit list.
 */
export const DEFAULT_DISPLAY_ADDRESSES = [
  '127.0.0.0/8',
  '::1/128',
  '10.0.0.0/8',
  '172.16.0.0/12',
  '192.168.0.0/16',
  'fc00::/7',
  'fe80::/10',
] as const;

/**
 * Where a display may be opened from: the config (token included) and its session are refused to any other
 * address. Read on its own too, so that a config invalid elsewhere is still not served to the wrong address.
 */
export const displayAddressesSchema = z
  .array(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], { error: KIOSK_CONFIG_MSG.address }))
  .min(1)
  .max(DISPLAY_ADDRESSES_MAX);

/** One wall display: a JSON file in kiosk-configs/. The server registers its token (given or generated) for the company. */
export const displayConfigSchema = z
  .strictObject({
    $schema: z.string().optional().meta({ description: 'Path of this schema, for editors.' }),
    name: z.string().regex(DISPLAY_NAME_PATTERN, { error: KIOSK_CONFIG_MSG.displayName }).meta({
      description: 'Display name, equal to the file name; the kiosk opens at /kiosk/?display=<name>.',
    }),
    title: z.string().min(1).max(64).meta({ description: 'Shown in the header of every board.' }),
    token: z.string().min(24).max(128).optional().meta({
      description:
        'Read-only display token (24–128 characters). Leave it out: each installation then generates its own at first start (printed once in the server log; npm run kiosk:token rotates it).',
    }),
    departmentId: z
      .number()
      .int()
      .positive()
      .optional()
      .meta({ description: "Limit the display to a department subtree; the company's root when absent." }),
    allowFrom: displayAddressesSchema.optional().meta({
      description:
        'Addresses (IPv4/IPv6) or CIDR ranges allowed to open this display, e.g. ["10.8.0.0/24"]; loopback and private addresses when absent.',
    }),
    theme: z.enum(DISPLAY_THEMES).default('dark'),
    render3d: z.enum(RENDER_3D_MODES).default('auto').meta({
      description:
        '3D views: auto (live with GPU acceleration, still pictures redrawn on change without it), live, or still.',
    }),
    language: z.enum(LANGUAGES).default('zh-CN'),
    boards: z
      .array(boardConfigSchema)
      .min(BOARDS_PER_DISPLAY.min, { error: KIOSK_CONFIG_MSG.tooFewBoards })
      .max(BOARDS_PER_DISPLAY.max, { error: KIOSK_CONFIG_MSG.tooManyBoards })
      .meta({ description: 'Boards in rotation order.' }),
  })
  .meta({ title: 'Roadwatch kiosk display', description: 'One wall display: kiosk-configs/<name>.json.' });

export type DisplayConfig = z.output<typeof displayConfigSchema>;
export type BoardConfig = z.output<typeof boardConfigSchema>;

/** The JSON Schema editors use for kiosk-configs/*.json (written to kiosk-configs/display.schema.json). */
export function displayConfigJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(displayConfigSchema, { io: 'input' });
}

/**
 * The fragment parameter that hands a generated display token to the wall: `#token=…` never leaves the browser
 * (no server or proxy log sees it), and the kiosk removes it from the address bar once it has kept it.
 */
export const DISPLAY_TOKEN_PARAM = 'token';

/** The address to open on a wall: `<origin>/kiosk/?display=<name>`, with `#token=<token>` for a generated token. */
export function displayUrl(origin: string, display: string, token?: string): string {
  const base = `${origin}${KIOSK_BASE_PATH}?display=${encodeURIComponent(display)}`;
  return token === undefined ? base : `${base}#${DISPLAY_TOKEN_PARAM}=${encodeURIComponent(token)}`;
}
