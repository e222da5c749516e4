/**
 * The field and reason of the server's 400 sentence ("错误的请求：code 不能为空", built from `errors.badRequest`
 * with `{{field}}` and `{{reason}}`), when it names one of the form's fields; else null.
 */
export function badRequestField(
  template: string,
  message: string,
  formFields: readonly string[],
): { field: string; reason: string } | null {
  const fieldAt = template.indexOf('{{field}}');
  const reasonAt = template.indexOf('{{reason}}');
  if (fieldAt < 0 || reasonAt < fieldAt) return null;
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(
    `^${escape(template.slice(0, fieldAt))}(\\S+)${escape(template.slice(fieldAt + 9, reasonAt))}([\\s\\S]+)${escape(
      template.slice(reasonAt + 10),
    )}$`,
  );
  const match = pattern.exec(message);
  if (!match?.[1] || !match[2]) return null;
  // A nested path (`names.zh`, `items[0]`) belongs to its first segment's field.
  const field = match[1].split(/[.[]/)[0] ?? '';
  return formFields.includes(field) ? { field, reason: match[2] } : null;
}
