import { useCallback, useEffect, useRef, useState } from 'react'
import type { Page } from '../../contract/types'
import { t } from '../locales'
import { isApiError } from '../api/request'
import { errorText } from './toast'

export interface PagedList<T> {
  rows: T[]
  total: number
  /** a page is on its way (the first one when `rows` is empty) */
  loading: boolean
  /** a message for the user ('' when fine): the first page failed when `rows` is empty, else the next one */
  error: string
  /** every row is loaded (no more pages) */
  finished: boolean
  /** finished at `maxRows` although `total` says more match (the server pages no further) */
  capped: boolean
  /** false when trying again cannot help (the server refused: missing, forbidden, bad input) */
  retryable: boolean
  /** fetches the next page (ignored while one is loading or when finished) */
  loadMore: () => Promise<void>
  /** starts again from the first page */
  reload: () => Promise<void>
  /** drops the rows matching `match` locally (after removing them on the server), adjusting `total` */
  removeWhere: (match: (row: T) => boolean) => void
}

/**
 * An infinite list: the first page on mount and whenever `deps` change, `loadMore` for the next ones. An answer
 * that arrives after a newer first-page load started is dropped (like useLoad), so a slow old page never mixes
 * into a new list. `maxRows`: how far the server pages (the catalogue: GOODS_RESULTS_MAX); the list ends there.
 * `initial` gives the first page when it came with the page (src/api/boot.ts): no first load then.
 */
export function usePagedList<T>(
  fetchPage: (pageNum: number, pageSize: number) => Promise<Page<T>>,
  deps: unknown[],
  pageSize = 10,
  fallbackError = t('common.loadFailed'),
  maxRows = Infinity,
  initial?: () => Page<T> | undefined,
): PagedList<T> {
  const [seed] = useState(() => initial?.())
  const seedDone = !!seed && (seed.rows.length < pageSize || seed.rows.length >= seed.total || seed.rows.length >= maxRows)
  const [rows, setRows] = useState<T[]>(seed?.rows ?? [])
  const [total, setTotal] = useState(seed?.total ?? 0)
  const [loading, setLoading] = useState(!seed)
  const [error, setError] = useState('')
  const [retryable, setRetryable] = useState(true)
  const [finished, setFinished] = useState(seedDone)
  const [capped, setCapped] = useState(!!seed && seed.rows.length >= maxRows && seed.rows.length < seed.total)
  // which list (first-page load) an answer belongs to, the next page to ask for, and whether one is on its way
  const generation = useRef(0)
  const nextPage = useRef(seed ? 2 : 1)
  const busy = useRef(false)
  const done = useRef(seedDone)
  const seeded = useRef(!!seed)
  const fetchRef = useRef(fetchPage)
  fetchRef.current = fetchPage
  const rowsRef = useRef<T[]>(rows)
  rowsRef.current = rows

  const fetchInto = useCallback(
    async (gen: number, pageNum: number) => {
      busy.current = true
      setLoading(true)
      setError('')
      try {
        const page = await fetchRef.current(pageNum, pageSize)
        if (gen !== generation.current) return
        nextPage.current = pageNum + 1
        setRows((old) => (pageNum === 1 ? page.rows : old.concat(page.rows)))
        setTotal(page.total)
        // a short page also ends the list (rows removed on the server meanwhile)
        const loaded = (pageNum - 1) * pageSize + page.rows.length
        const atCap = loaded >= maxRows && loaded < page.total
        done.current = page.rows.length < pageSize || loaded >= page.total || atCap
        setFinished(done.current)
        setCapped(atCap)
      } catch (e) {
        if (gen !== generation.current) return
        setError(errorText(e) || fallbackError)
        // network failures (code 0) and server errors may pass; a 4xx answer will not change
        setRetryable(!isApiError(e) || e.code === 0 || e.code >= 500)
      } finally {
        if (gen === generation.current) {
          busy.current = false
          setLoading(false)
        }
      }
    },
    [pageSize, fallbackError, maxRows],
  )

  const reload = useCallback(async () => {
    const gen = ++generation.current
    nextPage.current = 1
    done.current = false
    setFinished(false)
    setCapped(false)
    setRows([])
    setTotal(0)
    await fetchInto(gen, 1)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetchInto, ...deps])

  const loadMore = useCallback(async () => {
    if (busy.current || done.current) return
    await fetchInto(generation.current, nextPage.current)
  }, [fetchInto])

  const removeWhere = useCallback((match: (row: T) => boolean) => {
    const kept = rowsRef.current.filter((r) => !match(r))
    const removed = rowsRef.current.length - kept.length
    if (removed === 0) return
    rowsRef.current = kept
    setRows(kept)
    setTotal((n) => Math.max(0, n - removed))
  }, [])

  useEffect(() => {
    if (seeded.current) {
      seeded.current = false
      return
    }
    void reload()
  }, [reload])

  return { rows, total, loading, error, finished, capped, retryable, loadMore, reload, removeWhere }
}
