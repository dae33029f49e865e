import { View, Text, ScrollView, type BaseEventOrig, type ScrollViewProps } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useRef, useState } from 'react'
import type { ContactKind } from '../../../../contract/trade'
import { getOrderRoom, getRoom } from '../../../api/chat'
import { assetUrl } from '../../../api/request'
import LoginPrompt from '../../../components/LoginPrompt'
import PageState from '../../../components/PageState'
import { TradeCards } from '../../../components/trade/TradePanel'
import TradeSummary from '../../../components/trade/TradeSummary'
import { useTrade } from '../../../components/trade/useTrade'
import { t, type MessageKey } from '../../../locales'
import { chatStore } from '../../../stores/chat'
import { chatSocket, type SocketStatus } from '../../../utils/chatSocket'
import { chatTime, needsTimeLine } from '../../../utils/chatTime'
import { inform } from '../../../utils/dialog'
import { useFreshProfile, useLoad, usePageTitle, useQuery, useRequireLogin } from '../../../utils/hooks'
import { showError } from '../../../utils/toast'
import InputBar from './InputBar'
import MessageItem from './MessageItem'
import RoomHead from './RoomHead'
import ServiceBar from './ServiceBar'
import './index.scss'
import '../../../locales/chat'

const ID = /^[1-9]\d{0,9}$/
/** a scroll-top beyond any list: the list's end */
const PAST_END = 10_000_000

/** element id of a message in the list (ids are page-wide on H5, and a room page can sit on another one) */
const anchorOf = (roomId: number, messageId: number) => `r${roomId}m${messageId}`

const kindsText = (kinds: ContactKind[]) => kinds.map((k) => t(('chat.kind.' + k) as MessageKey)).join(t('chat.kindJoin'))

/**
 * The trade room: /index/other/room?id=<roomId>, or ?orderId=<orderId> for the room of that order. The head with
 * the listing (and the order); in an order room a compact summary of the trade (step, order number, amount) that
 * opens the handover checklist and dispute cards at the top of the conversation; the messages (older ones on
 * scrolling up, new ones live through the socket), the input. The conversation is the page's one scrolling part,
 * so a long checklist or dispute is read in it, never cut off in a box of its own. Messages shown are reported read.
 */
function RoomPage() {
  usePageTitle('room')
  const loggedIn = useRequireLogin('room')
  // staff messages are told apart by the caller's id
  useFreshProfile(loggedIn && !chatStore.myId)
  const query = useQuery()
  const byId = ID.test(query.id ?? '') ? Number(query.id) : 0
  const byOrder = ID.test(query.orderId ?? '') ? query.orderId : ''

  const opened = useLoad<number | null>(async () => {
    if (!loggedIn) return null
    if (!byId && !byOrder) throw new Error(t('chat.badRoom'))
    // by id the room and its messages are asked at once; an order's room must be found first
    const room = byId ? (await Promise.all([getRoom(byId), chatStore.loadLatest(byId)]))[0] : await getOrderRoom(byOrder)
    chatStore.putRoom(room)
    if (!byId) await chatStore.loadLatest(room.id)
    return room.id
  }, [byId, byOrder, loggedIn])
  const roomId = opened.data ?? 0
  const room = roomId ? chatStore.room(roomId) : undefined
  const messages = roomId ? chatStore.messagesOf(roomId) : []
  const last = messages.length > 0 ? messages[messages.length - 1] : undefined
  const lastId = last ? last.id : 0

  // shown = on top of the stack and the app in front: live messages are read as they come
  const [shown, setShown] = useState(true)
  Taro.useDidShow(() => setShown(true))
  Taro.useDidHide(() => setShown(false))
  useEffect(() => {
    if (!roomId || !shown) return
    chatStore.setActive(roomId)
    return () => {
      if (chatStore.activeRoomId === roomId) chatStore.setActive(null)
    }
  }, [roomId, shown])

  // live messages while the page exists, from the newest one loaded on
  useEffect(() => {
    if (!roomId) return
    return chatSocket.join(roomId, lastId)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [roomId])

  // the connection state, to say so when it is lost after having been up
  const [status, setStatus] = useState<SocketStatus>(chatSocket.status)
  const wasReady = useRef(false)
  useEffect(() => chatSocket.onStatus(setStatus), [])
  if (status === 'ready') wasReady.current = true

  useEffect(() => {
    if (roomId && shown && lastId) void chatStore.markRead(roomId)
  }, [roomId, shown, lastId])

  // The list scrolls by its scroll-top alone (scroll-into-view on H5 is the element's scrollIntoView, which also
  // scrolls the document under the navigation bar). The newest message comes into view whenever one arrives: a
  // scroll-top past the end, alternating so that setting it again is a change.
  const [scrollTop, setScrollTop] = useState(0)
  const scrolled = useRef(0)
  const toEnd = useRef(0)
  const scrollToEnd = () => {
    toEnd.current = toEnd.current === PAST_END ? PAST_END + 1 : PAST_END
    setScrollTop(toEnd.current)
  }
  // the trade's cards, open at the top of the conversation: while they are read, only the caller's own message
  // (just sent) takes the list to its end; a step marked by the other side must not pull the checklist away
  const [expanded, setExpanded] = useState(false)
  const lastMine = !!last && !!room && chatStore.isMine(last, room)
  useEffect(() => {
    if (!roomId || !lastId) return
    if (expanded && !lastMine) return
    scrollToEnd()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [roomId, lastId])
  const toggleTrade = () => {
    setExpanded(!expanded)
    if (expanded) scrollToEnd()
    else setScrollTop(0)
  }

  // after older messages came in above, the one that was first is brought back to the top of the list
  const [keep, setKeep] = useState(0)
  useEffect(() => {
    if (!keep || !roomId) return
    try {
      Taro.createSelectorQuery()
        .select('.room-messages')
        .boundingClientRect()
        .select('#' + anchorOf(roomId, keep))
        .boundingClientRect()
        .exec((res: (Taro.NodesRef.BoundingClientRectCallbackResult | null)[]) => {
          const [list, kept] = res ?? []
          if (list && kept) setScrollTop(Math.max(0, scrolled.current + kept.top - list.top))
        })
    } catch {
      /* no layout to measure (tests): the list stays where it is */
    }
    setKeep(0)
  }, [keep, roomId])

  const [loadingOlder, setLoadingOlder] = useState(false)
  const hasOlder = roomId ? chatStore.hasOlder.get(roomId) === true : false
  const loadOlder = async () => {
    if (!roomId || loadingOlder || !hasOlder || messages.length === 0) return
    const first = messages[0]
    setLoadingOlder(true)
    try {
      if ((await chatStore.loadOlder(roomId)) > 0) setKeep(first.id)
    } catch (e) {
      showError(e)
    } finally {
      setLoadingOlder(false)
    }
  }
  // with the trade's cards open, the top of the list is theirs: older messages come by the button only
  const onScrollToUpper = () => {
    if (!expanded) void loadOlder()
  }
  const onScroll = (e: BaseEventOrig<ScrollViewProps.onScrollDetail>) => {
    scrolled.current = e.detail.scrollTop
  }

  // a system message means the order moved (a step marked, a dispute answered): the panel and the head catch up
  let lastSystemId = 0
  for (const m of messages) if (m.kind === 'system') lastSystemId = m.id
  const reloadRoom = async () => {
    if (!roomId) return
    try {
      chatStore.putRoom(await getRoom(roomId))
    } catch {
      /* the head keeps what it showed */
    }
  }
  // null until the history is in: what it holds is not news
  const seenSystem = useRef<number | null>(null)
  useEffect(() => {
    if (!roomId) return
    const before = seenSystem.current
    seenSystem.current = lastSystemId
    if (before !== null && lastSystemId > before) void reloadRoom()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [roomId, lastSystemId])

  // the order's handover and dispute (nothing is fetched for a pre-sale room)
  const orderRoom = !!room && room.kind === 'order' && room.orderId !== null
  const trade = useTrade(orderRoom ? room!.orderId! : 0, lastSystemId, () => void reloadRoom())
  const hasTrade = !!trade.data && (!!trade.data.handover || !!trade.data.dispute)

  const send = async (kind: 'text' | 'image', text: string): Promise<boolean> => {
    if (!roomId) return false
    try {
      const { maskedKinds } = await chatStore.send(roomId, kind, text)
      if (maskedKinds.length > 0) void inform(t('chat.maskWarn', { kinds: kindsText(maskedKinds) }))
      return true
    } catch (e) {
      showError(e)
      return false
    }
  }

  const preview = (url: string) => {
    const urls = messages.filter((m) => m.kind === 'image').map((m) => assetUrl(m.text))
    Taro.previewImage({ urls, current: assetUrl(url) }).catch(() => undefined)
  }

  if (!loggedIn) return <LoginPrompt from='room' />
  if (!room) {
    return (
      <View className='room-page room-page--state'>
        <PageState loading={opened.loading} error={opened.error} onRetry={opened.retryable && (byId || byOrder) ? () => void opened.reload() : undefined} />
      </View>
    )
  }

  return (
    <View className='room-page'>
      <RoomHead room={room} />
      {room.myRole !== 'staff' ? <ServiceBar roomId={room.id} /> : null}
      {hasTrade ? <TradeSummary state={trade.data!} orderNo={room.orderNo ?? ''} price={room.goods.price} expanded={expanded} onToggle={toggleTrade} /> : null}
      {status !== 'ready' && wasReady.current ? <Text className='room-offline'>{t('chat.reconnecting')}</Text> : null}
      <ScrollView
        className='room-messages'
        scrollY
        scrollTop={scrollTop}
        upperThreshold={40}
        onScroll={onScroll}
        onScrollToUpper={onScrollToUpper}
      >
        {orderRoom && (expanded || !trade.data) ? <TradeCards trade={trade} myRole={room.myRole} orderStatus={room.orderStatus} goodsId={room.goods.id} /> : null}
        {hasOlder ? (
          <View className='room-older' onClick={() => void loadOlder()}>
            <Text>{loadingOlder ? t('common.loading') : t('chat.loadOlder')}</Text>
          </View>
        ) : messages.length > 0 ? (
          <View className='room-older room-older--none'>
            <Text>{t('chat.noOlder')}</Text>
          </View>
        ) : null}
        {messages.length === 0 ? <PageState empty emptyText={t('chat.empty')} /> : null}
        {messages.map((m, i) => (
          <View key={m.id} className='room-message'>
            {needsTimeLine(m.createdAt, i > 0 ? messages[i - 1].createdAt : undefined) ? (
              <View className='chat-time'>
                <Text>{chatTime(m.createdAt)}</Text>
              </View>
            ) : null}
            <MessageItem message={m} mine={chatStore.isMine(m, room)} anchor={anchorOf(room.id, m.id)} onPreview={preview} />
          </View>
        ))}
      </ScrollView>
      <InputBar onSend={send} />
    </View>
  )
}

export default observer(RoomPage)
