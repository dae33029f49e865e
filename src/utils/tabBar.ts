import Taro from '@tarojs/taro'
import { reaction } from 'mobx'
import { TABS } from '../components/tabs'
import { messages, t } from '../locales'
import { inboxStore } from '../stores/inbox'
import { localeStore } from '../stores/locale'
import { countText } from './format'

const UNREAD_TAB = TABS.findIndex((tab) => 'unread' in tab)

/** what WeChat's native bar shows, as far as our calls succeeded: at launch app.json's (zh-CN labels, no badge) */
const shown = { badge: '', texts: TABS.map((tab) => messages['zh-CN'][tab.label]) as string[] }

/**
 * Brings the mini program's native tab bar in line with the app: the labels in the current language
 * (setTabBarItem) and the unread count on 消息 (setTabBarBadge / removeTabBarBadge), calling only for what
 * differs. WeChat takes these calls only while a tab page is on screen ("not TabBar page" elsewhere), so what
 * failed stays different and is set when a tab page shows next (followTabBar).
 */
export async function syncTabBar(): Promise<void> {
  const jobs: Promise<unknown>[] = []
  const badge = inboxStore.total > 0 ? countText(inboxStore.total) : ''
  if (badge !== shown.badge) {
    const call = badge ? Taro.setTabBarBadge({ index: UNREAD_TAB, text: badge }) : Taro.removeTabBarBadge({ index: UNREAD_TAB })
    jobs.push(call.then(() => (shown.badge = badge)))
  }
  TABS.forEach((tab, index) => {
    const text = t(tab.label)
    if (text !== shown.texts[index]) jobs.push(Taro.setTabBarItem({ index, text }).then(() => (shown.texts[index] = text)))
  })
  await Promise.all(jobs.map((job) => job.catch(() => undefined)))
}

/** While a tab page is on screen: the bar now, then on every change of the count or the language. Returns the stop. */
export function followTabBar(): () => void {
  void syncTabBar()
  return reaction(
    () => [inboxStore.total, localeStore.locale],
    () => void syncTabBar(),
  )
}
