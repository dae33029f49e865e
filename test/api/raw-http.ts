/**
 * HTTP over a bare TCP socket, for requests no client library sends as they are (headers over Node's limit,
 * methods that are not HTTP, a body larger than the server will read): what the server wrote back, status line,
 * headers and body, read until it closes the connection.
 */
import { connect } from 'node:net'

export interface RawAnswer {
  status: number
  headers: Record<string, string>
  body: string
}

export function rawHttp(port: number, request: string | Buffer): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const socket = connect(port, '127.0.0.1', () => socket.write(request))
    // the server may answer and close before the whole request is written (a body over the limit)
    socket.on('error', () => {})
    socket.on('data', (d) => chunks.push(d))
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer within 10 s')))
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      const at = text.indexOf('\r\n\r\n')
      const m = /^HTTP\/1\.1 (\d{3}) /.exec(text)
      if (at < 0 || !m) return reject(new Error(`not an HTTP answer: ${JSON.stringify(text.slice(0, 200))}`))
      const headers: Record<string, string> = {}
      for (const line of text.slice(0, at).split('\r\n').slice(1)) {
        const colon = line.indexOf(':')
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
      }
      resolve({ status: Number(m[1]), headers, body: text.slice(at + 4) })
    })
  })
}
