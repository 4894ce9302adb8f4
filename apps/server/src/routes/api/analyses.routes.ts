import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  analysisFiltersQuerySchema,
  analysisFiltersResponseSchema,
  analysisListQuerySchema,
  analysisListResponseSchema,
  analysisRecordSchema,
  analysisUploadHeadersSchema,
  analysisUploadSchema,
  createAnalysisResponseSchema,
  firstIssue,
  planBasisResponseSchema,
  planRequestSchema,
  planResponseSchema,
  riskSettingsResponseSchema,
  UPLOAD_FIELDS,
  uploadTypeFieldSchema,
} from '@candlelens/contracts';
import { UserFacingError } from '../../errors.ts';
import { currentUser, requireUser } from '../../plugins/session.ts';
import { errorResponses, imageBytes, noContent, textFile } from '../../plugins/responses.ts';
import { sendCsv } from './csv-reply.ts';

/** The multipart parser's failures, answered in the product's words (never the library's). */
function unreadableUpload(err: unknown): unknown {
  const { code, message } = err as { code?: string; message?: string };
  if (code === 'FST_FILES_LIMIT')
    return new UserFacingError(400, 'Upload one chart screenshot at a time.');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new UserFacingError(400, 'The upload has more fields than a chart upload needs.');
  if (/unexpected end of (multipart data|form)/i.test(message ?? ''))
    return new UserFacingError(400, 'The upload was cut off before it finished. Please try again.');
  if (/malformed|boundary/i.test(message ?? ''))
    return new UserFacingError(
      400,
      'The upload could not be read. Send the chart as a multipart form upload.',
    );
  return err;
}
const idParams = z.object({ id: z.uuid() });

/** The upload's parts as they arrive; checked against the contract once all are read. */
interface UploadParts {
  image?: Buffer;
  type?: string;
  fileName?: string;
}

export async function analysisRoutes(root: FastifyInstance) {
  const opts = {
    service: root.analyses,
    history: root.history,
    shares: root.shares,
    plans: root.plans,
    maxBytes: root.config.UPLOAD_MAX_BYTES,
  };
  await root.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: opts.maxBytes, files: 1, fields: 4, parts: 6, fieldSize: 1024 },
    });
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const mb = Math.round(opts.maxBytes / (1024 * 1024));

    app.post(
      '/api/analyses',
      {
        preHandler: requireUser,
        schema: {
          // The body is a multipart form (UPLOAD_FIELDS: the `image` file and the `type` field),
          // read part by part in the handler and checked with analysisUploadSchema.
          consumes: ['multipart/form-data'],
          headers: analysisUploadHeadersSchema,
          response: {
            200: createAnalysisResponseSchema,
            201: createAnalysisResponseSchema,
            ...errorResponses,
          },
        },
      },
      async (request, reply) => {
        if (!request.isMultipart())
          throw new UserFacingError(415, 'Send the chart as a multipart form upload.');
        // Who may analyse is known before the file is read: a user with no plan or no credits is
        // answered at once, and the upload is never decoded.
        const idempotencyKey = request.headers['idempotency-key'] ?? null;
        await opts.service.assertMayStart(currentUser(request), idempotencyKey);
        const parts: UploadParts = {};
        try {
          for await (const part of request.parts()) {
            if (part.type === 'file') {
              if (part.fieldname !== UPLOAD_FIELDS.image || parts.image) {
                await part.toBuffer();
                continue;
              }
              parts.image = await part.toBuffer();
              parts.fileName = part.filename;
            } else if (part.fieldname === UPLOAD_FIELDS.type) {
              // A wrong type is refused at once, before the screenshot is read.
              const type = uploadTypeFieldSchema.safeParse(part.value);
              if (!type.success) throw new UserFacingError(400, firstIssue(type)!);
              parts.type = type.data;
            }
          }
        } catch (err) {
          if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
            throw new UserFacingError(
              413,
              `The file is too large. Upload a screenshot of at most ${mb} MB.`,
            );
          }
          throw unreadableUpload(err);
        }
        const upload = analysisUploadSchema.safeParse(parts);
        if (!upload.success) throw new UserFacingError(400, firstIssue(upload)!);
        const { image: bytes, type } = upload.data;
        const out = await opts.service.create(currentUser(request), {
          type,
          bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
          idempotencyKey,
          fileName: parts.fileName ?? null,
        });
        return reply
          .code(out.replayed ? 200 : 201)
          .send({ analysis: out.analysis, credits: out.credits });
      },
    );

    app.get(
      '/api/analyses',
      {
        preHandler: requireUser,
        schema: {
          querystring: analysisListQuerySchema,
          response: { 200: analysisListResponseSchema, ...errorResponses },
        },
      },
      async (request) => opts.history.list(currentUser(request).id, request.query),
    );

    app.get(
      '/api/analyses/filters',
      {
        preHandler: requireUser,
        schema: {
          querystring: analysisFiltersQuerySchema,
          response: { 200: analysisFiltersResponseSchema, ...errorResponses },
        },
      },
      async (request) => opts.history.filters(currentUser(request).id, request.query),
    );

    app.get(
      '/api/analyses/:id/candles.csv',
      {
        preHandler: requireUser,
        schema: { params: idParams, response: { 200: textFile('text/csv'), ...errorResponses } },
      },
      async (request, reply) =>
        sendCsv(reply, await opts.history.candles(currentUser(request).id, request.params.id)),
    );

    app.get(
      '/api/analyses/:id',
      {
        preHandler: requireUser,
        schema: { params: idParams, response: { 200: analysisRecordSchema, ...errorResponses } },
      },
      async (request) => {
        const record = await opts.service.get(currentUser(request).id, request.params.id);
        return { ...record, share: await opts.shares.linkOf(record.id) };
      },
    );

    for (const kind of ['image', 'thumbnail'] as const) {
      app.get(
        `/api/analyses/:id/${kind}`,
        {
          preHandler: requireUser,
          schema: { params: idParams, response: { 200: imageBytes, ...errorResponses } },
        },
        async (request, reply) => {
          const image = await opts.service.image(currentUser(request).id, request.params.id, kind);
          return reply
            .type(image.contentType)
            .header('cache-control', 'private, max-age=86400')
            .header('x-content-type-options', 'nosniff')
            .send(image.bytes);
        },
      );
    }

    app.put(
      '/api/analyses/:id/plan',
      {
        preHandler: requireUser,
        schema: {
          params: idParams,
          body: planRequestSchema,
          response: { 200: planResponseSchema, ...errorResponses },
        },
      },
      async (request) =>
        opts.plans.setPlan(currentUser(request).id, request.params.id, request.body),
    );

    app.get(
      '/api/analyses/:id/plan-basis',
      {
        preHandler: requireUser,
        schema: { params: idParams, response: { 200: planBasisResponseSchema, ...errorResponses } },
      },
      async (request) => opts.plans.basis(currentUser(request).id, request.params.id),
    );

    app.get(
      '/api/risk-settings',
      {
        preHandler: requireUser,
        schema: { response: { 200: riskSettingsResponseSchema, ...errorResponses } },
      },
      async (request) => ({ settings: await opts.plans.settings(currentUser(request).id) }),
    );

    app.delete(
      '/api/analyses/:id',
      {
        preHandler: requireUser,
        schema: { params: idParams, response: { 204: noContent, ...errorResponses } },
      },
      async (request, reply) => {
        await opts.service.remove(currentUser(request).id, request.params.id);
        return reply.code(204).send();
      },
    );
  });
}
