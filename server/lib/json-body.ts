/**
 * The JSON body parser of every route. Before JSON.parse (and before any code walks the parsed value recursively:
 * the control-character check, schema validation, serialisers) the text's nesting is measured in one loop, so a
 * body of thousands of `{"a":` or `[` is refused with a 400 instead of overflowing a stack somewhere downstream.
 * Size is bounded before this by Fastify's bodyLimit (413).
 */
import type { FastifyInstance } from 'fastify'
import { AppError } from './errors'

/** deeper than any form of the API (a few levels); far below what recursive walkers survive */
export const JSON_MAX_DEPTH = 32

const QUOTE = 0x22
const BACKSLASH = 0x5c
const OPEN_OBJECT = 0x7b
const OPEN_ARRAY = 0x5b
const CLOSE_OBJECT = 0x7d
const CLOSE_ARRAY = 0x5d

/** The deepest nesting of objects and arrays in JSON text, counted without recursion (stops past `limit`). */
export function jsonDepth(text: string, limit = Infinity): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === BACKSLASH) i++
      else if (c === QUOTE) inString = false
    } else if (c === QUOTE) {
      inString = true
    } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      depth++
      if (depth > deepest) {
        deepest = depth
        if (deepest > limit) return deepest
      }
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      depth--
    }
  }
  return deepest
}

export function installJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body)
    // An empty JSON body (a POST without data) is "no body", which the schema then reports clearly.
    if (text.trim() === '') return done(null, undefined)
    if (jsonDepth(text, JSON_MAX_DEPTH) > JSON_MAX_DEPTH) return done(new AppError(400, 'jsonTooDeep', { limit: JSON_MAX_DEPTH }), undefined)
    try {
      done(null, JSON.parse(text))
    } catch {
      const err = new Error('invalid JSON body') as Error & { statusCode: number }
      err.statusCode = 400
      done(err, undefined)
    }
  })
}
