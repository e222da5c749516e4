import type { z } from 'zod';
import { VMSG } from './messages';

/**
 * Control characters no field needs: the C0 controls except tab, line feed and carriage return (multi-line remarks
 * keep those), DEL and the C1 controls. NUL in particular cannot be stored in PostgreSQL text at all.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** A UTF-16 surrogate without its partner: not a character, and not storable as UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/**
 * Not in names: line breaks and tabs (a name is one line), and bidirectional embeddings, overrides and isolates,
 * which can make one name read as another in a list.
 */
const NOT_IN_NAMES = /[\t\n\r\u202A-\u202E\u2066-\u2069]/;

/** Whether the text holds only characters a field may store. */
export function isSafeText(text: string): boolean {
  return !CONTROL.test(text) && !LONE_SURROGATE.test(text);
}

/** Whether the text is fit for a name: safe, one line, no bidirectional embedding, override or isolate. */
export function isSafeName(text: string): boolean {
  return isSafeText(text) && !NOT_IN_NAMES.test(text);
}

/** The path of the first string (value or object key) anywhere in `value` that is not safe text, or null. */
export function findUnsafeText(value: unknown, path: PropertyKey[] = []): PropertyKey[] | null {
  if (typeof value === 'string') return isSafeText(value) ? null : path;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnsafeText(item, [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (!isSafeText(key)) return [...path, key];
      const found = findUnsafeText(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * The refinement every endpoint's request schema carries (see `endpoint()`): one unsafe string anywhere in the
 * request refuses it, naming the field — so no endpoint, present or future, can hand such text to the database.
 */
export function refuseUnsafeText(value: unknown, ctx: z.RefinementCtx): void {
  const path = findUnsafeText(value);
  if (path) ctx.addIssue({ code: 'custom', message: VMSG.unsafeCharacter, path });
}

/** The refinement of name fields (user names, display names, place names). */
export function refuseUnsafeName(value: string, ctx: z.RefinementCtx): void {
  if (!isSafeText(value)) ctx.addIssue({ code: 'custom', message: VMSG.unsafeCharacter });
  else if (NOT_IN_NAMES.test(value)) ctx.addIssue({ code: 'custom', message: VMSG.nameCharacter });
}
