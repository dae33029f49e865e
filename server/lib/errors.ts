import type { MessageKey, MessageParams } from './i18n'

/**
 * The only HTTP statuses the API answers with (the status always equals the envelope's code). 408, 413, 415, 431
 * and 503 come from the HTTP layer (a request too slow, too large, of a content type no route reads, with headers
 * over Node's limit, or arriving while the server shuts down), never from a route.
 */
export type ApiCode = 200 | 400 | 401 | 403 | 404 | 408 | 409 | 413 | 415 | 429 | 431 | 500 | 503

/** An expected failure: the error handler turns it into `{code, msg}` in the request's language. */
export class AppError extends Error {
  constructor(
    readonly code: Exclude<ApiCode, 200>,
    readonly messageKey: MessageKey,
    readonly params: MessageParams = {},
  ) {
    super(messageKey)
    this.name = 'AppError'
  }
}

/** PostgreSQL unique_violation, whichever driver (and drizzle wrapper) reports it. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const pgErr = e as { code?: string; constraint?: string; message?: string }
    if (pgErr.code === '23505') {
      return !constraint || pgErr.constraint === constraint || (pgErr.message ?? '').includes(constraint)
    }
  }
  return false
}
