import { startTransition, useEffect, useState } from 'react'
import { FIRST_SCREEN_ID } from '../../contract/boot'

const drawnByServer = () =>
  process.env.TARO_ENV === 'h5' && typeof document !== 'undefined' ? document.getElementById(FIRST_SCREEN_ID) : null

/**
 * For an H5 page the server drew (server/lib/first-screen.ts: home, a listing): whether the page may draw itself
 * now, and the hand-over. While the server's screen is up the page first draws nothing, then itself in a
 * transition, which React renders in slices of a few milliseconds instead of one task of half a second on a phone
 * (the whole page at once was the longest task of the start-up: Lighthouse's total blocking time). Once the page
 * has drawn what the server drew (`ready`: its data is there), the server's screen is taken away on the frame
 * after, so the two are never both missing. Elsewhere (the mini program, a later visit) the page draws at once.
 */
export function useFirstScreenHandover(ready = true): boolean {
  const [mayDraw, setMayDraw] = useState(() => !drawnByServer())
  useEffect(() => {
    if (!mayDraw) {
      startTransition(() => setMayDraw(true))
      return
    }
    const el = ready ? drawnByServer() : null
    if (el) requestAnimationFrame(() => requestAnimationFrame(() => el.remove()))
  }, [mayDraw, ready])
  return mayDraw
}
