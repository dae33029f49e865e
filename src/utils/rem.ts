/**
 * H5 layout: the root font size is min(viewport width, 540) / 10 px, so 1rem is a tenth of the (capped) screen
 * width; recomputed on resize, debounced 300 ms. pxtransform (config/index.ts) converts design px to this rem.
 */
export const REM_MAX_WIDTH = 540
export const REM_DEBOUNCE_MS = 300

export function rootFontSize(viewportWidth: number): number {
  const w = viewportWidth > 0 ? viewportWidth : REM_MAX_WIDTH
  return Math.min(w, REM_MAX_WIDTH) / 10
}

export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number): ((...args: A) => void) & { cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | null = null
  const run = (...args: A) => {
    if (timer) clearTimeout(timer)
    timer = setTimeout(() => {
      timer = null
      fn(...args)
    }, ms)
  }
  run.cancel = () => {
    if (timer) clearTimeout(timer)
    timer = null
  }
  return run
}

/** Sets the root font size now and on every (debounced) resize; returns a function that stops listening. */
export function installRem(win: Window = window, delay: number = REM_DEBOUNCE_MS): () => void {
  const apply = () => {
    const el = win.document.documentElement
    const width = el.getBoundingClientRect().width || win.innerWidth
    el.style.fontSize = rootFontSize(width) + 'px'
  }
  apply()
  const onResize = debounce(apply, delay)
  win.addEventListener('resize', onResize)
  win.addEventListener('orientationchange', onResize)
  return () => {
    onResize.cancel()
    win.removeEventListener('resize', onResize)
    win.removeEventListener('orientationchange', onResize)
  }
}
