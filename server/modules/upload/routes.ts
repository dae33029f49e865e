/**
 * POST /upload/image (multipart, login) and GET /uploads/{key} (public). The multipart parser is registered in
 * this plugin only, so no other route accepts multipart bodies.
 */
import fastifyMultipart from '@fastify/multipart'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type { Ctx } from '../../context'
import { authOf, requireAuth } from '../../lib/auth'
import { AppError } from '../../lib/errors'
import { ok } from '../../lib/envelope'
import { envelope, ErrorEnvelopeSchema as err } from '../../lib/schemas'
import { UploadedImageSchema } from '../consignment/schemas'
import { countUpload, readUpload, saveUpload } from './service'

const MB = 1024 * 1024

export const uploadRoutes: FastifyPluginAsyncTypebox<{ ctx: Ctx }> = async (app, { ctx }) => {
  const maxBytes = ctx.config.uploadMaxBytes
  await app.register(fastifyMultipart, {
    // a few stray text fields (some clients add them) are read and ignored; a second file is never read
    limits: { files: 1, fileSize: maxBytes, fields: 5, fieldSize: 1024, parts: 6 },
  })

  app.post(
    '/upload/image',
    {
      onRequest: requireAuth(ctx),
      // before any parser runs, so a JSON or text body gets this message rather than a generic one
      preParsing: async (req) => {
        if (!/^multipart\/form-data\b/i.test(req.headers['content-type'] ?? '')) throw new AppError(400, 'uploadNotMultipart')
      },
      schema: {
        tags: ['upload'],
        security: [{ token: [] }],
        summary: 'Upload one image (multipart/form-data, file field "file"): JPEG, PNG, WEBP or GIF by its bytes',
        description:
          'The type is detected from the bytes, never from the name. The image is re-encoded upright without its ' +
          'metadata (EXIF, GPS), and WebP sizes are made next to it: <id>-display.webp (1280 px) and <id>-thumb.webp ' +
          '(400 px). 400 when it is not an image of those types, does not decode, has more than 40 megapixels or is ' +
          'larger than uploadMaxBytes (GET /need/consignment/rules); 429 past the hourly limit per user.',
        consumes: ['multipart/form-data'],
        response: { 200: envelope(UploadedImageSchema), 400: err, 401: err, 429: err },
      },
    },
    async (req) => {
      const userId = authOf(req).userId
      await countUpload(ctx, userId)
      let bytes: Buffer
      try {
        const part = await req.file()
        if (!part) throw new AppError(400, 'uploadNoFile')
        bytes = await part.toBuffer()
      } catch (e) {
        if (e instanceof AppError) throw e
        if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError(400, 'uploadTooLarge', { mb: Math.max(0.01, Math.round((maxBytes / MB) * 100) / 100) })
        }
        req.log.info({ err: e }, 'multipart upload failed')
        throw new AppError(400, 'uploadBroken')
      }
      if (bytes.length === 0) throw new AppError(400, 'uploadNoFile')
      return ok(req, await saveUpload(ctx, userId, bytes))
    },
  )

  app.get(
    '/uploads/:key',
    {
      schema: {
        tags: ['upload'],
        summary: 'An uploaded image, or one of its sizes <id>-display.webp / <id>-thumb.webp (public, cached for a year: keys are never reused)',
        description: 'An upload made before sizes existed answers a size with the image itself.',
        params: Type.Object({ key: Type.String({ maxLength: 100 }) }, { additionalProperties: false }),
        response: {
          200: {
            description: 'the image bytes',
            content: { 'image/*': { schema: { type: 'string', format: 'binary' } } },
          },
          404: err,
        },
      },
    },
    async (req, reply) => {
      const found = await readUpload(ctx, req.params.key)
      if (!found) throw new AppError(404, 'uploadNotFound')
      return reply
        .header('content-type', found.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(found.bytes)
    },
  )
}
