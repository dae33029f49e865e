/**
 * A background loop of main.ts: `work` every `intervalSeconds` (0 turns it off), the first run at once, one run at
 * a time; `stop()` clears the timer and waits for a run in progress, so shutdown never cuts a transaction short.
 */
export function startLoop(intervalSeconds: number, work: () => Promise<unknown>, onError: (err: unknown) => void): { stop(): Promise<void> } {
  let running: Promise<unknown> | null = null
  const tick = () => {
    if (running) return
    running = work()
      .catch(onError)
      .finally(() => {
        running = null
      })
  }
  const timer = intervalSeconds > 0 ? setInterval(tick, intervalSeconds * 1000) : null
  timer?.unref()
  if (timer) tick()
  return {
    async stop() {
      if (timer) clearInterval(timer)
      await running
    },
  }
}
