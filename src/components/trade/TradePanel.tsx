import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { Dispute, Handover, RoomRole } from '../../../contract/trade'
import { isApiError } from '../../api/request'
import { getDispute, getHandover } from '../../api/trade'
import { t } from '../../locales'
import { confirm } from '../../utils/dialog'
import { useLoad } from '../../utils/hooks'
import { errorText, showMessage } from '../../utils/toast'
import PageState from '../PageState'
import DisputeCard from './DisputeCard'
import HandoverCard from './HandoverCard'
import type { Runner } from './runner'
import './TradePanel.scss'
import '../../locales/trade'

export interface TradePanelProps {
  orderId: number
  /** the caller's place in the order's room (RoomSummary.myRole) */
  myRole: RoomRole
  /** called after the caller changed something here (a step, the dispute, a refund): the host reloads its order */
  onChanged?: () => void
  /**
   * bump it to make the panel fetch again, e.g. when a system message arrives in the room (someone else marked a
   * step, answered or decided)
   */
  refreshKey?: number
  /**
   * the order's status when the host knows it (RoomSummary.orderStatus): step actions are offered only while it
   * is 'handover'; without it, until the handover is complete
   */
  orderStatus?: string | null
}

interface TradeState {
  handover: Handover | null
  dispute: Dispute | null
}

/** an order without a handover (a rental, or paid before handovers existed) answers 404: nothing to show */
const absent = (e: unknown): null => {
  if (isApiError(e) && e.code === 404) return null
  throw e
}

/**
 * The order side of the trade room, rendered by the room page under its head: the handover (换绑) checklist with
 * each side's buttons and the start deadline, and the order's dispute with the answer, escalation, withdrawal,
 * appeal and (staff) decision forms. It fetches GET /need/order/{id}/handover and /dispute itself, again when
 * `refreshKey` changes and after each action it runs. Renders nothing for an order with neither.
 */
function TradePanel({ orderId, myRole, onChanged, refreshKey, orderStatus }: TradePanelProps) {
  const { data, error, retryable, reload } = useLoad<TradeState>(
    async () => {
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

  // a failed load that trying again can mend offers the retry; anything else leaves the room as it is
  if (!data) return error && retryable ? <PageState error={error} onRetry={() => void reload()} /> : null
  const { handover, dispute } = data
  if (!handover && !dispute) return null
  const active = !!handover && !handover.completedAt && (orderStatus == null || orderStatus === 'handover')
  return (
    <View className='trade-panel'>
      {handover ? <HandoverCard handover={handover} myRole={myRole} active={active} busy={busy} run={run} /> : null}
      {dispute ? <DisputeCard dispute={dispute} myRole={myRole} busy={busy} run={run} /> : null}
    </View>
  )
}

export default observer(TradePanel)
