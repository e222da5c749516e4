/** True when the header asks the browser to save the body as a file. */
export function isAttachment(contentDisposition: string | null): boolean {
  return contentDisposition !== null && /^\s*attachment\b/i.test(contentDisposition);
}

/**
 * The file name of a Content-Disposition header (RFC 6266): `filename*` (RFC 5987, UTF-8, percent-encoded —
 * how Chinese report names travel) wins over the plain `filename`. Path parts are dropped.
 */
export function attachmentFileName(contentDisposition: string | null): string | null {
  if (contentDisposition === null) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(contentDisposition);
  if (extended?.[2] !== undefined) {
    try {
      return baseName(decodeURIComponent(extended[2].trim().replace(/^"|"$/g, '')));
    } catch {
      // Malformed percent-encoding: fall through to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*("((?:\\.|[^"\\])*)"|[^;]+)/i.exec(contentDisposition);
  if (plain === null) return null;
  const value = plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : (plain[1] ?? '').trim();
  return value === '' ? null : baseName(value);
}

function baseName(name: string): string {
  return name.split(/[\\/]/).pop() ?? name;
}
