import { View, Text, Image } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useRef, useState } from 'react'
import type { RoomSummary } from '../../../../contract/trade'
import { listRooms } from '../../../api/chat'
import { assetUrl } from '../../../api/request'
import PagedList from '../../../components/PagedList'
import { t } from '../../../locales'
import { chatStore } from '../../../stores/chat'
import { chatSocket } from '../../../utils/chatSocket'
import { chatTime } from '../../../utils/chatTime'
import { countText } from '../../../utils/format'
import { navigateTo } from '../../../utils/nav'
import { usePagedList } from '../../../utils/usePagedList'
import '../../../locales/chat'

const PAGE_SIZE = 20

/** the line under a room: its last message as the list shows it */
function preview(room: RoomSummary): string {
  const m = room.lastMessage
  if (!m) return t('chat.rooms.noMessage')
  return m.kind === 'image' ? t('chat.preview.image') : m.text
}

const RoomRow = observer(function RoomRow({ room }: { room: RoomSummary }) {
  // the person on the other side; staff talk to both
  const who =
    room.myRole === 'staff'
      ? t('chat.rooms.parties', { buyer: room.buyer.nickname, seller: room.seller.nickname })
      : (room.myRole === 'buyer' ? room.seller : room.buyer).nickname
  return (
    <View className={'card room-row' + (room.unread > 0 ? ' room-row--unread' : '')} onClick={() => void navigateTo('room', { id: room.id })}>
      <View className='room-row__cover-wrap'>
        <Image className='room-row__cover' src={assetUrl(room.goods.cover)} mode='aspectFit' />
        {room.unread > 0 ? <Text className='room-row__badge'>{countText(room.unread)}</Text> : null}
      </View>
      <View className='room-row__body'>
        <View className='room-row__top'>
          <Text className='room-row__who'>{who}</Text>
          <Text className='room-row__time'>{chatTime(room.lastMessage?.createdAt ?? room.updatedAt)}</Text>
        </View>
        <Text className='room-row__goods'>
          {room.kind === 'presale' ? <Text className='room-row__tag'>{t('chat.presaleTag')}</Text> : null}
          {room.goods.title}
        </Text>
        <Text className='room-row__preview'>{preview(room)}</Text>
      </View>
    </View>
  )
})

/**
 * Follows the rooms of `ids` on the socket while mounted. A change joins the rooms new to the list before leaving
 * the ones gone from it: leaving every room and joining them again would close the connection and open a new one
 * each time a page loads or the list is asked again.
 */
function useFollowed(ids: number[]): void {
  const leaves = useRef(new Map<number, () => void>())
  const key = ids.join(',')
  useEffect(() => {
    const held = leaves.current
    for (const id of ids) if (!held.has(id)) held.set(id, chatSocket.join(id, chatStore.room(id)?.lastMessage?.id ?? 0))
    for (const [id, leave] of Array.from(held)) {
      if (ids.includes(id)) continue
      leave()
      held.delete(id)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
  useEffect(() => {
    const held = leaves.current
    return () => {
      held.forEach((leave) => leave())
      held.clear()
    }
  }, [])
}

/**
 * 会话: my trade rooms (for staff, the rooms that need them), newest activity first, each with the listing's cover,
 * the other side, the last message, its time and the unread count. While the list is up every room in it is
 * joined on the socket, so new messages move their room up and count as unread at once; coming back to the page
 * asks the first page again (rooms opened meanwhile, counts read elsewhere).
 */
function RoomList() {
  const list = usePagedList(async (pageNum, pageSize) => {
    const page = await listRooms(pageNum, pageSize)
    chatStore.putRooms(page.rows)
    return page
  }, [], PAGE_SIZE)
  // rooms of the first page asked again on a later show, which the loaded pages may not hold yet
  const [fresh, setFresh] = useState<RoomSummary[]>([])
  const shownOnce = useRef(false)
  Taro.useDidShow(() => {
    if (!shownOnce.current) {
      shownOnce.current = true
      return
    }
    listRooms(1, PAGE_SIZE)
      .then((page) => {
        chatStore.putRooms(page.rows)
        setFresh(page.rows)
      })
      .catch(() => undefined)
  })

  const ids = Array.from(new Set([...fresh, ...list.rows].map((r) => r.id)))
  const rows = ids
    .map((id) => chatStore.room(id))
    .filter((r): r is RoomSummary => !!r)
    .sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : b.id - a.id))

  useFollowed(ids)

  return (
    <PagedList
      list={{ ...list, rows, total: Math.max(list.total, rows.length) }}
      keyOf={(r) => r.id}
      emptyText={t('chat.rooms.empty')}
      emptyAction='browse'
      className='room-list'
      renderItem={(r) => <RoomRow room={r} />}
    />
  )
}

export default observer(RoomList)
