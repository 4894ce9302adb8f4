import type { FastifyReply } from 'fastify';

/**
 * Sends a CSV download: as a file to save (its name is letters, digits, '.' and '-' only, so it
 * needs no quoting beyond the plain form), never sniffed as anything else.
 */
export function sendCsv(reply: FastifyReply, file: { fileName: string; text: string }) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('x-content-type-options', 'nosniff')
    .send(file.text);
}
