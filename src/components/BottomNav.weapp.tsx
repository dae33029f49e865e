import Taro from '@tarojs/taro'
import { useEffect, useRef, useState } from 'react'
import { passTabGate } from '../utils/loginGate'
import { followTabBar } from '../utils/tabBar'
import type { TabName } from './tabs'

/**
 * The mini program's side of the bottom navigation (H5 draws its own: BottomNav.tsx). WeChat draws the native
 * tabBar (app.config.ts), so this renders nothing: while its tab page is on screen it keeps the bar's labels and
 * unread badge in line (utils/tabBar.ts), and a tap on a gated tab (消息) without a session opens the login page
 * over the tab, as H5's bar does before switching. The first opening of such a tab is gated by useRequireLogin.
 */
export default function BottomNav({ current }: { current: TabName }) {
  const [onScreen, setOnScreen] = useState(true)
  // the page has been left once: a tap on its tab now opens it again (the first opening is useRequireLogin's)
  const left = useRef(false)
  Taro.useDidShow(() => setOnScreen(true))
  Taro.useDidHide(() => {
    left.current = true
    setOnScreen(false)
  })
  useEffect(() => (onScreen ? followTabBar() : undefined), [onScreen])
  Taro.useTabItemTap(() => {
    if (left.current) passTabGate(current)
  })
  return null
}
