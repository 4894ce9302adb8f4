import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCEPT_LOW_CONFIDENCE,
  analysisFiltersQuerySchema,
  analysisFiltersResponseSchema,
  analysisFromReadingSchema,
  analysisListQuerySchema,
  analysisListResponseSchema,
  analysisNeedsCheckSchema,
  analysisRecordSchema,
  analysisUploadHeadersSchema,
  analysisUploadQuerySchema,
  analysisUploadSchema,
  createAnalysisResponseSchema,
  firstIssue,
  planBasisResponseSchema,
  planRequestSchema,
  planResponseSchema,
  riskSettingsResponseSchema,
} from '@candlelens/contracts';
import { UserFacingError } from '../../errors.ts';
import { currentUser, requireUser } from '../../plugins/session.ts';
import { errorResponses, imageBytes, noContent, textFile } from '../../plugins/responses.ts';
import { sendCsv } from './csv-reply.ts';
import { uploadLimits, uploadParts } from './upload-parts.ts';

const idParams = z.object({ id: z.uuid() });

export async function analysisRoutes(root: FastifyInstance) {
  const opts = {
    service: root.analyses,
    readings: root.readings,
    history: root.history,
    shares: root.shares,
    plans: root.plans,
    maxBytes: root.config.UPLOAD_MAX_BYTES,
  };
  await root.register(async (scope) => {
    await scope.register(multipart, { limits: uploadLimits(opts.maxBytes) });
    const app = scope.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/api/analyses',
      {
        preHandler: requireUser,
        schema: {
          // The body is a multipart form (UPLOAD_FIELDS: the `image` file, the `type` field and
          // `accept`, or the `reading` id of a preview instead of the file), read part by part in
          // the handler and checked with analysisUploadSchema or analysisFromReadingSchema.
          consumes: ['multipart/form-data'],
          headers: analysisUploadHeadersSchema,
          querystring: analysisUploadQuerySchema,
          response: {
            200: createAnalysisResponseSchema,
            201: createAnalysisResponseSchema,
            ...errorResponses,
            422: analysisNeedsCheckSchema,
          },
        },
      },
      async (request, reply) => {
        // Who may analyse is known before the file is read: a user with no plan or no credits is
        // answered when the file's part begins, and the upload is never decoded. An analysis of
        // a reading preview (the `reading` field, no file) is checked in its service, after the
        // replay of an analysis already paid for. An upload of the file whose reading is below
        // the auto-run band is answered 422 with the reading, unless it accepts low confidence
        // (`accept=low-confidence`, in the form or the query string).
        const user = currentUser(request);
        const idempotencyKey = request.headers['idempotency-key'] ?? null;
        let mayStart: Promise<void> | null = null;
        const assertMayStart = () =>
          (mayStart ??= opts.service.assertMayStart(user, idempotencyKey));
        const parts = await uploadParts(request, {
          maxBytes: opts.maxBytes,
          beforeFile: assertMayStart,
        });
        let out;
        if (parts.reading !== undefined && !parts.image) {
          const form = analysisFromReadingSchema.safeParse(parts);
          if (!form.success) throw new UserFacingError(400, firstIssue(form)!);
          out = await opts.readings.analyse(user, {
            readingId: form.data.reading,
            type: form.data.type,
            idempotencyKey,
          });
        } else {
          await assertMayStart();
          const upload = analysisUploadSchema.safeParse(parts);
          if (!upload.success) throw new UserFacingError(400, firstIssue(upload)!);
          const { image: bytes, type, accept } = upload.data;
          out = await opts.readings.analyseUpload(user, {
            type,
            bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
            idempotencyKey,
            fileName: parts.fileName ?? null,
            acceptLowConfidence: (accept ?? request.query.accept) === ACCEPT_LOW_CONFIDENCE,
          });
        }
        return reply.code(out.replayed ? 200 : 201).send({
          analysis: out.analysis,
          credits: out.credits,
          ...(out.replayed ? { replayed: true } : {}),
        });
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
