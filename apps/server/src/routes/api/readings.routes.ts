import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  firstIssue,
  readingHintsSchema,
  readingPreviewSchema,
  readingUploadSchema,
} from '@candlelens/contracts';
import { UserFacingError } from '../../errors.ts';
import { currentUser, requireUser } from '../../plugins/session.ts';
import { errorResponses, noContent } from '../../plugins/responses.ts';
import { uploadLimits, uploadParts } from './upload-parts.ts';

const idParams = z.object({
  id: z.uuid({ message: 'This chart reading was not found. Upload the screenshot again.' }),
});

/**
 * The free reading preview: POST /api/readings reads a screenshot (no charge) and answers what
 * was read with a short-lived id; POST /api/readings/:id/hints reads it again with the trader's
 * marks; DELETE /api/readings/:id drops it. POST /api/analyses with the id charges and analyses.
 */
export async function readingRoutes(root: FastifyInstance) {
  const readings = root.readings;
  const maxBytes = root.config.UPLOAD_MAX_BYTES;
  await root.register(async (scope) => {
    await scope.register(multipart, { limits: uploadLimits(maxBytes) });
    const app = scope.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/api/readings',
      {
        preHandler: requireUser,
        schema: {
          // A multipart form (UPLOAD_FIELDS: the `image` file and, optionally, the analysis
          // `type` it is for), read part by part and checked with readingUploadSchema.
          consumes: ['multipart/form-data'],
          response: { 201: readingPreviewSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        let mayPreview: Promise<void> | null = null;
        const assertMayPreview = () => (mayPreview ??= readings.assertMayPreview(user));
        const parts = await uploadParts(request, { maxBytes, beforeFile: assertMayPreview });
        await assertMayPreview();
        const upload = readingUploadSchema.safeParse(parts);
        if (!upload.success) throw new UserFacingError(400, firstIssue(upload)!);
        const { image, type } = upload.data;
        const preview = await readings.preview(user, {
          bytes: Buffer.from(image.buffer, image.byteOffset, image.byteLength),
          type,
        });
        return reply.code(201).send(preview);
      },
    );

    app.post(
      '/api/readings/:id/hints',
      {
        preHandler: requireUser,
        schema: {
          params: idParams,
          body: readingHintsSchema,
          response: { 200: readingPreviewSchema, ...errorResponses },
        },
      },
      async (request) => readings.withHints(currentUser(request), request.params.id, request.body),
    );

    app.delete(
      '/api/readings/:id',
      {
        preHandler: requireUser,
        schema: { params: idParams, response: { 204: noContent, ...errorResponses } },
      },
      async (request, reply) => {
        await readings.discard(currentUser(request), request.params.id);
        return reply.code(204).send();
      },
    );
  });
}
