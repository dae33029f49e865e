import Taro from '@tarojs/taro'
import { useEffect, useRef } from 'react'
import type { TabName } from '../components/tabs'

/**
 * A tab screen's query in the mini program. switchTab, the only way to a native tab page, carries no query, and
 * the page stays alive between visits (a query read once when it loaded would be stale): nav.ts leaves the query
 * here and the page takes it each time it shows. H5 opens tab screens by URL, so nothing is left here there.
 */
const pending = new Map<TabName, Record<string, string>>()

export function leaveTabQuery(name: TabName, query: Record<string, string>): void {
  if (Object.keys(query).length > 0) pending.set(name, query)
  else pending.delete(name)
}

/** Runs `apply` with the query left for tab `name`, when the page mounts or shows again with one (once each). */
export function useTabQuery(name: TabName, apply: (query: Record<string, string>) => void): void {
  const latest = useRef(apply)
  latest.current = apply
  const take = () => {
    const query = pending.get(name)
    if (!query) return
    pending.delete(name)
    latest.current(query)
  }
  useEffect(take, [name])
  Taro.useDidShow(take)
}
