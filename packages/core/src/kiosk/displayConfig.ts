import { z } from 'zod';
import { LANGUAGES } from '../constants';

export const BOARD_KINDS = ['safety', 'coldChain', 'supervision', 'operation'] as const;
export type BoardKind = (typeof BOARD_KINDS)[number];
export const REFRESH_SECONDS = [5, 15, 30] as const;

export const boardConfigSchema = z.strictObject({
  kind: z.enum(BOARD_KINDS),
  /** Seconds the board stays on screen before the next one. */
  dwellSeconds: z.number().int().min(5).max(3600),
  /** Data refresh interval (seed 001 §9: 5, 15 or 30 s). */
  refreshSeconds: z.union([z.literal(5), z.literal(15), z.literal(30)]),
});

/** One wall display: a JSON file in kiosk-configs/. The server registers its token for the company. */
export const displayConfigSchema = z.strictObject({
  $schema: z.string().optional(),
  /** Display name, used in the URL: /kiosk/?display=<name>. */
  name: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/),
  title: z.string().min(1).max(64),
  /** Read-only display token (at least 24 characters). */
  token: z.string().min(24).max(128),
  /** Limit the display to a department subtree; the company's root when absent. */
  departmentId: z.number().int().positive().optional(),
  theme: z.enum(['dark', 'light']).default('dark'),
  language: z.enum(LANGUAGES).default('zh-CN'),
  boards: z.array(boardConfigSchema).min(1).max(16),
});
export type DisplayConfig = z.output<typeof displayConfigSchema>;
export type BoardConfig = z.output<typeof boardConfigSchema>;
