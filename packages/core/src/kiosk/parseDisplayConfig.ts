import type { z } from 'zod';
import { VMSG } from '../validators/messages';
import { KIOSK_CONFIG_MSG } from './configMessages';
import { displayConfigSchema, type DisplayConfig } from './displayConfig';

export type IssueParam = string | number | readonly (string | number)[];

/** One problem in a display config, addressed by a readable path such as `boards[1].refreshSeconds`. */
export interface DisplayConfigIssue {
  /** '' when the problem is the file as a whole. */
  path: string;
  /** An i18n key (see KIOSK_CONFIG_MSG and VMSG). */
  message: string;
  params: Record<string, IssueParam>;
}

export type DisplayConfigParse =
  { ok: true; config: DisplayConfig } | { ok: false; issues: DisplayConfigIssue[] };

/**
 * Map every zod issue to a message key the kiosk and kiosk:check translate. Schema-level messages
 * (the display-name pattern, board count) take precedence over this map.
 */
function configErrorMap(iss: z.core.$ZodRawIssue): string {
  switch (iss.code) {
    case 'invalid_type':
      if (iss.input === undefined) return VMSG.required;
      return iss.expected === 'int' ? VMSG.integer : KIOSK_CONFIG_MSG.wrongType;
    case 'too_small':
      if (iss.origin === 'string') return Number(iss.minimum) <= 1 ? VMSG.notBlank : VMSG.tooShort;
      return iss.inclusive === false ? KIOSK_CONFIG_MSG.greaterThan : VMSG.tooSmall;
    case 'too_big':
      return iss.origin === 'string' ? VMSG.tooLong : VMSG.tooBig;
    case 'invalid_value':
      return iss.input === undefined ? VMSG.required : KIOSK_CONFIG_MSG.oneOf;
    case 'unrecognized_keys':
      return KIOSK_CONFIG_MSG.unknownField;
    default:
      return VMSG.invalid;
  }
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** ['boards', 1, 'refreshSeconds'] → 'boards[1].refreshSeconds'. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else {
      const key = String(segment);
      out += IDENTIFIER.test(key) ? (out ? `.${key}` : key) : `[${JSON.stringify(key)}]`;
    }
  }
  return out;
}

function toIssues(issue: z.core.$ZodIssue): DisplayConfigIssue[] {
  if (issue.code === 'unrecognized_keys') {
    // One line per unknown field, so the screen names each one.
    return issue.keys.map((key) => ({
      path: formatIssuePath([...issue.path, key]),
      message: issue.message,
      params: {},
    }));
  }
  const params: Record<string, IssueParam> = {};
  if (issue.code === 'too_small') params.min = Number(issue.minimum);
  if (issue.code === 'too_big') params.max = Number(issue.maximum);
  if (issue.code === 'invalid_value')
    params.values = issue.values.map((v) => (typeof v === 'number' ? v : String(v)));
  if (issue.code === 'invalid_type') params.expected = issue.expected;
  if (issue.code === 'custom' && issue.params)
    Object.assign(params, issue.params as Record<string, IssueParam>);
  return [{ path: formatIssuePath(issue.path), message: issue.message, params }];
}

/**
 * Validate a parsed display config. `expectedName` is the name the display was asked for (file name or URL);
 * the config must carry the same name, or the server would register it under another one.
 */
export function parseDisplayConfig(raw: unknown, expectedName?: string): DisplayConfigParse {
  const parsed = displayConfigSchema.safeParse(raw, { error: configErrorMap });
  const issues = parsed.success ? [] : parsed.error.issues.flatMap(toIssues);
  const rawName = typeof raw === 'object' && raw !== null ? (raw as { name?: unknown }).name : undefined;
  if (
    expectedName !== undefined &&
    typeof rawName === 'string' &&
    rawName !== expectedName &&
    !issues.some((i) => i.path === 'name')
  ) {
    issues.push({ path: 'name', message: KIOSK_CONFIG_MSG.nameMismatch, params: { expected: expectedName } });
  }
  if (parsed.success && issues.length === 0) return { ok: true, config: parsed.data };
  return { ok: false, issues };
}

/** Validate the text of a config file (JSON syntax first, then the schema). */
export function parseDisplayConfigText(text: string, expectedName?: string): DisplayConfigParse {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { ok: false, issues: [{ path: '', message: KIOSK_CONFIG_MSG.notJson, params: { detail } }] };
  }
  return parseDisplayConfig(raw, expectedName);
}
