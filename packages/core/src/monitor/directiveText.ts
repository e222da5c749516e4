/** Longest text or LCD message sent to a terminal from the live map. */
export const DIRECTIVE_TEXT_MAX = 64;

/** Single and double quotes (ASCII and typographic) and angle brackets: terminals' displays choke on them. */
export const DIRECTIVE_REPLACED = /['"<>‘’“”〈〉《》＜＞]/g;

/** A directive's text as it is sent: the replaced characters become spaces, the ends trimmed. */
export function sanitizeDirectiveText(text: string): string {
  return text.replace(DIRECTIVE_REPLACED, ' ').trim();
}
