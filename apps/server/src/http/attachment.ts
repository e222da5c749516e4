import type { FastifyReply } from 'fastify';

/**
 * Marks the answer a file download named `name`: an ASCII `filename` (other characters and quotes as '_', since a
 * header cannot carry them) for old clients, and the real name as UTF-8 in `filename*` (RFC 6266), which browsers use.
 */
export function attachment(reply: FastifyReply, type: string, name: string): void {
  const ascii = name.replace(/[^\u0020-\u007e]|["\\]/g, '_');
  reply
    .header('content-type', type)
    .header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
}
