import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ANALYSIS_TYPES,
  type AnalysisListResponse,
  type AnalysisType,
} from '@candlelens/contracts';
import { UserFacingError } from '../../errors.ts';
import { currentUser, requireUser } from '../../plugins/session.ts';
import { deleteOwned, findOwned, listOwned } from '../../repositories/analyses.repository.ts';
import { toRecord, type AnalysisService } from '../../services/analysis.service.ts';
import type { ShareService } from '../../services/share.service.ts';
import type { ImageStore } from '../../storage/image-store.ts';

const typeSchema = z.enum(ANALYSIS_TYPES);
const idParams = z.object({ id: z.uuid() });

function encodeCursor(createdAt: Date, id: string) {
  return Buffer.from(`${createdAt.toISOString()}|${id}`).toString('base64url');
}
function decodeCursor(cursor: string | undefined) {
  if (!cursor) return undefined;
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(at ?? '');
  if (!id || Number.isNaN(createdAt.getTime())) throw new UserFacingError(400, 'Invalid cursor');
  return { createdAt, id };
}
/** '7d', '48h': how far back the history reaches (at most 30 days). */
function sinceDate(since: string): Date {
  const m = /^(\d{1,3})([dh])$/.exec(since);
  if (!m)
    throw new UserFacingError(
      400,
      "Invalid 'since': use a number of days or hours such as 7d or 48h",
    );
  const hours = Number(m[1]) * (m[2] === 'd' ? 24 : 1);
  return new Date(Date.now() - Math.min(hours, 30 * 24) * 3600_000);
}

export async function registerAnalysisRoutes(
  root: FastifyInstance,
  opts: { service: AnalysisService; shares: ShareService; store: ImageStore; maxBytes: number },
) {
  await root.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: opts.maxBytes, files: 1, fields: 4, parts: 6, fieldSize: 1024 },
    });
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const mb = Math.round(opts.maxBytes / (1024 * 1024));

    app.post('/api/analyses', { preHandler: requireUser }, async (request, reply) => {
      if (!request.isMultipart())
        throw new UserFacingError(415, 'Send the chart as a multipart form upload.');
      let type: AnalysisType | null = null;
      let bytes: Buffer | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (part.fieldname !== 'image' || bytes) {
              await part.toBuffer();
              continue;
            }
            bytes = await part.toBuffer();
          } else if (part.fieldname === 'type') {
            const parsed = typeSchema.safeParse(part.value);
            if (!parsed.success)
              throw new UserFacingError(
                400,
                `Unknown analysis type. Use one of: ${ANALYSIS_TYPES.join(', ')}.`,
              );
            type = parsed.data;
          }
        }
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new UserFacingError(
            413,
            `The file is too large. Upload a screenshot of at most ${mb} MB.`,
          );
        }
        throw err;
      }
      if (!bytes) throw new UserFacingError(400, 'Choose a chart screenshot to analyze.');
      if (!type) throw new UserFacingError(400, 'Choose an analysis type.');
      const key = request.headers['idempotency-key'];
      const idempotencyKey =
        typeof key === 'string' && /^[A-Za-z0-9_-]{8,100}$/.test(key) ? key : null;
      const out = await opts.service.create(currentUser(request), { type, bytes, idempotencyKey });
      return reply
        .code(out.replayed ? 200 : 201)
        .send({ analysis: out.analysis, credits: out.credits });
    });

    app.get(
      '/api/analyses',
      {
        preHandler: requireUser,
        schema: {
          querystring: z.object({
            since: z.string().default('7d'),
            limit: z.coerce.number().int().min(1).max(50).default(20),
            cursor: z.string().max(200).optional(),
          }),
        },
      },
      async (request): Promise<AnalysisListResponse> => {
        const { since, limit, cursor } = request.query;
        const rows = await listOwned(root.database.db, currentUser(request).id, {
          since: sinceDate(since),
          limit: limit + 1,
          before: decodeCursor(cursor),
        });
        const page = rows.slice(0, limit);
        const last = page.at(-1);
        return {
          items: page.map((r) => ({
            id: r.id,
            type: r.type as AnalysisType,
            createdAt: r.createdAt.toISOString(),
            summary: r.summary,
            imageUrl: `/api/analyses/${r.id}/image`,
            thumbnailUrl: `/api/analyses/${r.id}/thumbnail`,
          })),
          nextCursor: rows.length > limit && last ? encodeCursor(last.createdAt, last.id) : null,
        };
      },
    );

    app.get(
      '/api/analyses/:id',
      { preHandler: requireUser, schema: { params: idParams } },
      async (request) => {
        const row = await findOwned(root.database.db, currentUser(request).id, request.params.id);
        if (!row) throw new UserFacingError(404, 'Analysis not found');
        return { ...toRecord(row), share: await opts.shares.linkOf(row.id) };
      },
    );

    for (const kind of ['image', 'thumbnail'] as const) {
      app.get(
        `/api/analyses/:id/${kind}`,
        { preHandler: requireUser, schema: { params: idParams } },
        async (request, reply) => {
          const row = await findOwned(root.database.db, currentUser(request).id, request.params.id);
          if (!row) throw new UserFacingError(404, 'Analysis not found');
          const bytes = await opts.store.get(kind === 'image' ? row.imageKey : row.thumbnailKey);
          if (!bytes) throw new UserFacingError(404, 'Image not found');
          return reply
            .type(kind === 'image' ? row.imageType : 'image/webp')
            .header('cache-control', 'private, max-age=86400')
            .header('x-content-type-options', 'nosniff')
            .send(bytes);
        },
      );
    }

    app.delete(
      '/api/analyses/:id',
      { preHandler: requireUser, schema: { params: idParams } },
      async (request, reply) => {
        const row = await deleteOwned(root.database.db, currentUser(request).id, request.params.id);
        if (!row) throw new UserFacingError(404, 'Analysis not found');
        await Promise.all([opts.store.delete(row.imageKey), opts.store.delete(row.thumbnailKey)]);
        return reply.code(204).send();
      },
    );
  });
}
