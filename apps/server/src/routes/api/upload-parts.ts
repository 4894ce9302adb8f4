import type { FastifyRequest } from 'fastify';
import { firstIssue, UPLOAD_FIELDS, uploadTypeFieldSchema } from '@candlelens/contracts';
import { UserFacingError } from '../../errors.ts';

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

/** An upload's parts as they arrive; checked against the contract once all are read. */
export interface UploadParts {
  image?: Buffer;
  type?: string;
  reading?: string;
  /** `low-confidence`: analyse a reading below the auto-run band as read. */
  accept?: string;
  /** The file's name as the browser sent it. */
  fileName?: string;
}

/** The multipart limits of a chart upload: one file, a few short fields (type, reading, accept). */
export const uploadLimits = (maxBytes: number) => ({
  fileSize: maxBytes,
  files: 1,
  fields: 4,
  parts: 6,
  fieldSize: 1024,
});

/**
 * Reads a chart upload's parts: the `image` file, the `type` (refused at once when unknown, before
 * the screenshot is read), the `reading` id and `accept`. `beforeFile` runs when the file's part begins,
 * before any of its bytes are read (who may upload is answered without reading the file).
 */
export async function uploadParts(
  request: FastifyRequest,
  opts: { maxBytes: number; beforeFile?: () => Promise<void> },
): Promise<UploadParts> {
  if (!request.isMultipart())
    throw new UserFacingError(415, 'Send the chart as a multipart form upload.');
  const parts: UploadParts = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        await opts.beforeFile?.();
        if (part.fieldname !== UPLOAD_FIELDS.image || parts.image) {
          await part.toBuffer();
          continue;
        }
        parts.image = await part.toBuffer();
        parts.fileName = part.filename;
      } else if (part.fieldname === UPLOAD_FIELDS.type) {
        const type = uploadTypeFieldSchema.safeParse(part.value);
        if (!type.success) throw new UserFacingError(400, firstIssue(type)!);
        parts.type = type.data;
      } else if (part.fieldname === UPLOAD_FIELDS.reading && typeof part.value === 'string') {
        parts.reading = part.value;
      } else if (part.fieldname === UPLOAD_FIELDS.accept && typeof part.value === 'string') {
        parts.accept = part.value;
      }
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      const mb = Math.round(opts.maxBytes / (1024 * 1024));
      throw new UserFacingError(
        413,
        `The file is too large. Upload a screenshot of at most ${mb} MB.`,
      );
    }
    throw unreadableUpload(err);
  }
  return parts;
}
