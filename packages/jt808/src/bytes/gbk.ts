import iconv from 'iconv-lite';

// The one module that touches iconv-lite: JT/T 808 strings are GBK on the wire.

export function decodeGbk(bytes: Uint8Array): string {
  return iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length), 'gbk');
}

export function encodeGbk(text: string): Uint8Array {
  return new Uint8Array(iconv.encode(text, 'gbk'));
}
