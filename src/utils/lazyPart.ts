import { useEffect, useState, type ComponentType } from 'react'

/**
 * A part of a screen that is only needed after a tap (a filter sheet, the rent sheet, the image viewer). The mini
 * program and the unit tests give it at once (`now`, from a `xxxParts.ts` file); the H5 build resolves the
 * `xxxParts.h5.ts` file instead, whose `load` brings the part in its own chunk on first use, so the page's first
 * load does not carry it (`npm run size`).
 */
export interface LazyPart<P> {
  now?: ComponentType<P>
  load?: () => Promise<ComponentType<P>>
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const loaded = new Map<LazyPart<any>, ComponentType<any>>()

/** The part's component once `wanted` has been true (then kept, so a closing sheet can animate), else null. */
export function useLazyPart<P>(part: LazyPart<P>, wanted: boolean): ComponentType<P> | null {
  const [, loadedNow] = useState(0)
  const have: ComponentType<P> | null = part.now ?? loaded.get(part) ?? null
  useEffect(() => {
    if (!wanted || have || !part.load) return
    let live = true
    part
      .load()
      .then((c) => {
        loaded.set(part, c)
        if (live) loadedNow((n) => n + 1)
      })
      // offline: the part stays away; the next tap tries again
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [wanted, have, part])
  return have
}
