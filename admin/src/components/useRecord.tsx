/**
 * Loading what a console page shows. useRecord: the one record a page shows (an order, a user, a listing, a dispute,
 * the dashboard): loaded from `path`, reloaded after a decision, `failed` after any error (the request wrapper has
 * shown the server's message) and `missing` when the server answers 404 or 400 (an id that is not a number), which
 * a detail page shows with RecordPending instead of a spinner that never ends. useRows: the rows of a small list a page shows whole (banners of
 * a slot, official accounts, a game's attribute templates), reloaded after each change.
 */
import { Result, Spin } from 'antd'
import { useCallback, useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import { api, isApiError, queryString, type Query } from '../api'

export function useRecord<T>(path: string) {
  const [record, setRecord] = useState<T | null>(null)
  const [missing, setMissing] = useState(false)
  const [failed, setFailed] = useState(false)
  const [loading, setLoading] = useState(true)

  const reload = useCallback(async () => {
    setLoading(true)
    try {
      setRecord(await api.get<T>(path))
      setFailed(false)
    } catch (e) {
      setFailed(true)
      if (isApiError(e) && (e.code === 404 || e.code === 400)) setMissing(true)
    } finally {
      setLoading(false)
    }
  }, [path])

  useEffect(() => {
    void reload()
  }, [reload])

  return { record, setRecord, missing, failed, loading, reload }
}

/** What a detail page shows before its record is there: a spinner, or "not found" with the way back to its list. */
export function RecordPending({ missing, title, back, backLabel }: { missing: boolean; title: string; back: string; backLabel: string }) {
  if (missing) return <Result status="404" title={title} extra={<Link to={back}>{backLabel}</Link>} />
  return <Spin style={{ display: 'block', margin: '120px auto' }} />
}

export function useRows<T>(path: string, query?: Query) {
  const [rows, setRows] = useState<readonly T[]>([])
  const [loading, setLoading] = useState(true)
  const url = path + queryString(query)

  const reload = useCallback(async () => {
    setLoading(true)
    try {
      setRows(await api.get<T[]>(url))
    } catch {
      // the request wrapper has shown the server's message; the rows shown stay as they were
    } finally {
      setLoading(false)
    }
  }, [url])

  useEffect(() => {
    void reload()
  }, [reload])

  return { rows, setRows, loading, reload }
}
