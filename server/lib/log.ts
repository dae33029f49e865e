/**
 * Fastify's logger (pino) writes JSON; for a server run by hand one plain line per event reads better.
 * This stream turns each pino record into `time LEVEL message [details]`.
 */
const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' }

export function plainLogStream(out: NodeJS.WritableStream = process.stdout): { write(line: string): void } {
  return {
    write(line: string) {
      let rec: Record<string, unknown>
      try {
        rec = JSON.parse(line)
      } catch {
        out.write(line)
        return
      }
      const { level, time, msg, pid: _pid, hostname: _host, err, ...rest } = rec
      const when = new Date(typeof time === 'number' ? time : Date.now()).toISOString()
      let text = `${when} ${LEVELS[level as number] ?? level} ${msg ?? ''}`
      const extra = Object.keys(rest).length > 0 ? ' ' + JSON.stringify(rest) : ''
      text += extra
      const stack = (err as { stack?: string } | undefined)?.stack
      if (stack) text += '\n' + stack
      out.write(text + '\n')
    },
  }
}
