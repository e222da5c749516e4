import { formatChinaTime } from '@roadwatch/core';
import type { FastifyReply } from 'fastify';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Marks the answer an .xlsx download named `<stem>-<China date>.xlsx`. */
export function attachXlsx(reply: FastifyReply, stem: string, now: number): void {
  const name = `${stem}-${formatChinaTime(now).slice(0, 10)}.xlsx`;
  reply
    .header('content-type', XLSX)
    .header(
      'content-disposition',
      `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
}
