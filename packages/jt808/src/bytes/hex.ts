/** Lower-case hex of a byte range; raw protocol bytes travel through the decoded model as hex strings. */
export function toHex(bytes: Uint8Array, start = 0, end = bytes.length): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset + start, end - start).toString('hex');
}

/** Parses hex (either case, optional whitespace); returns null when the text is not whole bytes of hex. */
export function fromHex(text: string): Uint8Array | null {
  const compact = text.replace(/\s+/g, '');
  if (compact.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(compact)) return null;
  return new Uint8Array(Buffer.from(compact, 'hex'));
}

export function hexToBytes(text: string): Uint8Array {
  const bytes = fromHex(text);
  if (bytes === null) throw new RangeError(`not a hex byte string: ${text.slice(0, 40)}`);
  return bytes;
}

/** "0x0200"-style label used for message ids in logs and JSON. */
export function formatMessageId(id: number): string {
  return `0x${id.toString(16).padStart(4, '0')}`;
}
