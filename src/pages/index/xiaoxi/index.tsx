import { View, Text } from '@tarojs/components'
import { Button, TabPane, Tabs } from '@nutui/nutui-react-taro'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { Message } from '../../../../contract/types'
import { listMessages, markAllMessagesRead, markMessageRead, type MessageTab } from '../../../api/inbox'
import BottomNav from '../../../components/BottomNav'
import LoginPrompt from '../../../components/LoginPrompt'
import PagedList from '../../../components/PagedList'
import { t, type MessageKey } from '../../../locales'
import { inboxStore } from '../../../stores/inbox'
import { formatDate } from '../../../utils/date'
import { countText } from '../../../utils/format'
import { usePageTitle, useQuery, useRequireLogin } from '../../../utils/hooks'
import { navigateTo } from '../../../utils/nav'
import { showError, showMessage } from '../../../utils/toast'
import { usePagedList } from '../../../utils/usePagedList'
import { useTabQuery } from '../../../utils/tabQuery'
import { messageTarget } from './link'
import RoomList from './RoomList'
import './index.scss'
import '../../../locales/content'
import '../../../locales/chat'

const TABS: MessageTab[] = ['all', 'order', 'goods', 'recycle', 'system']

/** the page's two parts: 会话 (my trade rooms) and 通知 (the messages the platform sends) */
type Section = 'rooms' | 'notices'
const SECTIONS: Section[] = ['rooms', 'notices']

/**
 * 消息: 会话, my trade rooms with the last message and unread counts, live; and 通知, my messages by kind, newest
 * first, where a tap marks one read and opens what it is about. It opens on ?tab=rooms|notices when given, else on
 * 会话 while chat messages are unread and on 通知 otherwise.
 */
function XiaoxiPage() {
  usePageTitle('xiaoxi')
  const loggedIn = useRequireLogin('xiaoxi')
  const query = useQuery()
  // decided once on arrival: a count changing later does not move the page under the user's finger
  const [section, setSection] = useState<Section>(() =>
    SECTIONS.includes(query.tab as Section) ? (query.tab as Section) : inboxStore.chatUnread > 0 ? 'rooms' : 'notices',
  )
  // the mini program's tab page stays alive: ?tab= handed to it later opens that part on showing
  useTabQuery('xiaoxi', (q) => {
    if (SECTIONS.includes(q.tab as Section)) setSection(q.tab as Section)
  })
  const notices = section === 'notices'
  const [tab, setTab] = useState<MessageTab>('all')
  // read on this screen since the list was loaded (the rows themselves are the server's answer)
  const [readHere, setReadHere] = useState<ReadonlySet<number>>(new Set())
  const [markingAll, setMarkingAll] = useState(false)
  const list = usePagedList(
    (pageNum, pageSize) => (loggedIn && notices ? listMessages(tab, pageNum, pageSize) : Promise.resolve({ rows: [], total: 0 })),
    [tab, loggedIn, notices],
  )
  Taro.useDidShow(() => void inboxStore.refresh())

  if (!loggedIn) return <LoginPrompt from='xiaoxi' />

  const isRead = (m: Message) => m.read || readHere.has(m.id)

  const open = async (m: Message) => {
    if (!isRead(m)) {
      try {
        await markMessageRead(m.id)
        setReadHere((s) => new Set(s).add(m.id))
        inboxStore.markedRead()
      } catch (e) {
        showError(e)
      }
      void inboxStore.refresh()
    }
    const target = messageTarget(m.link)
    if (target) void navigateTo(target.name, target.query)
  }

  const readAll = async () => {
    if (markingAll) return
    setMarkingAll(true)
    try {
      const { count } = await markAllMessagesRead()
      inboxStore.setCount(count)
      showMessage(t('content.msg.readAllDone'))
      setReadHere(new Set())
      await list.reload()
    } catch (e) {
      showError(e)
    } finally {
      setMarkingAll(false)
    }
  }

  return (
    <View className='page xiaoxi-page'>
      <View className='xiaoxi-head'>
        <Tabs className='xiaoxi-sections' value={section} onChange={(v) => setSection(v as Section)} activeType='line'>
          {SECTIONS.map((k) => {
            const n = k === 'rooms' ? inboxStore.chatUnread : inboxStore.unread
            return <TabPane key={k} value={k} title={t(('chat.tab.' + k) as MessageKey) + (n > 0 ? ' ' + countText(n) : '')} />
          })}
        </Tabs>
        {notices ? (
          <>
            <Tabs className='xiaoxi-tabs' value={tab} onChange={(v) => setTab(v as MessageTab)} activeType='line'>
              {TABS.map((k) => (
                <TabPane key={k} value={k} title={t(('content.msg.tab.' + k) as MessageKey)} />
              ))}
            </Tabs>
            <View className='xiaoxi-bar'>
              <Text className='xiaoxi-bar__count'>
                {inboxStore.unread > 0 ? t('content.msg.unreadCount', { n: inboxStore.unread }) : t('content.msg.allRead')}
              </Text>
              <Button size='small' fill='none' className='xiaoxi-read-all' loading={markingAll} onClick={() => void readAll()}>
                {t('content.msg.readAll')}
              </Button>
            </View>
          </>
        ) : null}
      </View>
      {notices ? (
        <PagedList
          list={list}
          keyOf={(m) => m.id}
          emptyText={t('content.msg.empty')}
          emptyAction='browse'
          renderItem={(m) => {
            const read = isRead(m)
            return (
              <View className={'card message message--' + m.kind + (read ? ' message--read' : ' message--unread')} onClick={() => void open(m)}>
                <View className='message__head'>
                  {read ? null : <View className='message__dot' />}
                  <Text className='message__kind'>{t(('content.msg.tab.' + m.kind) as MessageKey)}</Text>
                  <Text className='message__title'>{m.title}</Text>
                </View>
                <Text className='message__content'>{m.content}</Text>
                <View className='message__foot'>
                  <Text className='message__time'>{formatDate(m.createdAt, true)}</Text>
                  {messageTarget(m.link) ? <Text className='message__view'>{t('content.msg.view') + ' ›'}</Text> : null}
                </View>
              </View>
            )
          }}
        />
      ) : (
        <RoomList />
      )}
      <BottomNav current='xiaoxi' />
    </View>
  )
}

export default observer(XiaoxiPage)
