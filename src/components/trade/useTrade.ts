import { useState } from 'react'
import type { Dispute, Handover } from '../../../contract/trade'
import { isApiError } from '../../api/request'
import { getDispute, getHandover } from '../../api/trade'
import { t } from '../../locales'
import { confirm } from '../../utils/dialog'
import { useLoad } from '../../utils/hooks'
import { errorText, showMessage } from '../../utils/toast'
import type { Runner } from './runner'
import '../../locales/trade'

export interface TradeState {
  handover: Handover | null
  dispute: Dispute | null
}

/** an order without a handover (a rental, or paid before handovers existed) answers 404: nothing to show */
const absent = (e: unknown): null => {
  if (isApiError(e) && e.code === 404) return null
  throw e
}

export interface Trade {
  data: TradeState | null
  error: string
  retryable: boolean
  reload: () => Promise<void>
  busy: boolean
  run: Runner
}

/**
 * An order's handover and dispute (GET /need/order/{id}/handover and /dispute), fetched again when `refreshKey`
 * changes and after each action `run` carries out. One hook so that the room's summary bar and its cards, which
 * sit in different places of the page, read the same state.
 */
/** `orderId` 0: no order, nothing fetched */
export function useTrade(orderId: number, refreshKey?: number, onChanged?: () => void): Trade {
  const { data, error, retryable, reload } = useLoad<TradeState>(
    async () => {
      if (!orderId) return { handover: null, dispute: null }
      const [handover, dispute] = await Promise.all([getHandover(orderId).catch(absent), getDispute(orderId).catch(absent)])
      return { handover, dispute }
    },
    [orderId, refreshKey],
  )
  const [busy, setBusy] = useState(false)

  const run: Runner = async (action, done, ask, onError) => {
    if (busy) return false
    if (ask && !(await confirm(ask))) return false
    setBusy(true)
    try {
      await action()
      showMessage(t(done))
      await reload()
      onChanged?.()
      return true
    } catch (e) {
      const text = errorText(e)
      if (text && onError) onError(text)
      else if (text) showMessage(text)
      // what the server refused may be because the order moved on meanwhile: show it as it is now
      await reload()
      return false
    } finally {
      setBusy(false)
    }
  }
  return { data: data ?? null, error, retryable, reload, busy, run }
}
