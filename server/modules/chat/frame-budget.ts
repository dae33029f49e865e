/**
 * How many frames one chat socket may send: a token bucket refilled at CHAT_FRAMES_PER_SECOND and holding two
 * seconds' worth, so a client catching up (joins of many rooms after a reconnect) passes while a flood does not.
 * A frame past the budget is refused; a socket that goes on sending a further second's worth of frames without
 * one being let through is abusive, and the socket closes it.
 */
export type FrameVerdict = 'ok' | 'refused' | 'abusive'

export class FrameBudget {
  private tokens: number
  private last: number
  private refusedInRow = 0

  constructor(
    private readonly perSecond: number,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = this.capacity
    this.last = now()
  }

  private get capacity(): number {
    return 2 * this.perSecond
  }

  take(): FrameVerdict {
    const t = this.now()
    this.tokens = Math.min(this.capacity, this.tokens + ((t - this.last) * this.perSecond) / 1000)
    this.last = t
    if (this.tokens >= 1) {
      this.tokens -= 1
      this.refusedInRow = 0
      return 'ok'
    }
    this.refusedInRow++
    return this.refusedInRow > this.perSecond ? 'abusive' : 'refused'
  }
}
