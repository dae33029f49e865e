/** The transport shapes every endpoint shares. */

/** Every response body. HTTP status equals `code`; 200 is success. */
export interface Envelope<T = unknown> {
  code: number
  msg: string
  data: T
}

/** Paged lists: `data` of a list endpoint. `pageNum` starts at 1. */
export interface Page<T> {
  rows: T[]
  total: number
}

