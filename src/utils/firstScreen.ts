import { useEffect } from 'react'

/** the element server/lib/first-screen.ts writes (FIRST_SCREEN_ID there) */
const FIRST_SCREEN_ID = 'first-screen'

/**
 * Takes away the first screen the server drew into the page (H5 home), once the page calling it has drawn its
 * first frame beneath: the frame after this commit, so the two are never both missing. Nothing in the mini program.
 */
export function useFirstScreenHandover(): void {
  useEffect(() => {
    if (process.env.TARO_ENV !== 'h5' || typeof document === 'undefined') return
    const el = document.getElementById(FIRST_SCREEN_ID)
    if (el) requestAnimationFrame(() => requestAnimationFrame(() => el.remove()))
  }, [])
}
