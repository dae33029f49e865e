/**
 * A local HTTP server standing in for a third party (SMS, WeChat) in tests: it records every request and answers
 * with whatever the test's handler returns.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface FakeRequest {
  method: string
  url: URL
  headers: IncomingHttpHeaders
  body: string
}

export interface FakeAnswer {
  status?: number
  json: unknown
}

export interface FakeHttp {
  /** http://127.0.0.1:<port> */
  base: string
  requests: FakeRequest[]
  answer: (req: FakeRequest) => FakeAnswer
  close(): Promise<void>
}

export async function startFakeHttp(answer: (req: FakeRequest) => FakeAnswer): Promise<FakeHttp> {
  const fake: FakeHttp = { base: '', requests: [], answer, close: async () => {} }
  const server = createServer((req, res) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => (body += chunk))
    req.on('end', () => {
      const recorded = { method: req.method ?? '', url: new URL(req.url ?? '/', 'http://fake'), headers: req.headers, body }
      fake.requests.push(recorded)
      const out = fake.answer(recorded)
      res.writeHead(out.status ?? 200, { 'content-type': 'application/json' })
      res.end(JSON.stringify(out.json))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  fake.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
  return fake
}
