import type { MessageKey } from '../locales'
import type { RouteName } from '../routes'
import type { LoginReason } from '../utils/loginReasons'

/**
 * The four tab screens, in the bar's order: H5 draws them with BottomNav, the mini program with WeChat's native
 * tabBar (app.config.ts, which also needs the pages in the main package). `icon`: the line icon of
 * components/_icons.scss, drawn for the native bar into src/assets/tabbar/<icon>.png and <icon>-active.png by
 * scripts/gen-tabbar-icons.mjs; `gate`: the tab needs a session, and why (said before the login page opens);
 * `unread`: the tab carries the unread-message count.
 */
export const TABS = [
  { name: 'home', label: 'nav.home', icon: 'home' },
  { name: 'sell', label: 'nav.sell', icon: 'tag' },
  { name: 'xiaoxi', label: 'nav.messages', icon: 'message', gate: 'messages', unread: true },
  { name: 'mycenter', label: 'nav.mine', icon: 'user' },
] as const satisfies readonly { name: RouteName; label: MessageKey; icon: string; gate?: LoginReason; unread?: boolean }[]

export type TabName = (typeof TABS)[number]['name']
export type Tab = (typeof TABS)[number]

export const TAB_NAMES: readonly RouteName[] = TABS.map((tab) => tab.name)

export function isTab(name: RouteName | undefined): name is TabName {
  return name !== undefined && TAB_NAMES.includes(name)
}

/** the bar's colours (app theme): labels grey, the current tab in the brand's dark orange, as BottomNav.scss */
export const TAB_COLORS = { text: '#646a73', active: '#c2410c', background: '#ffffff', border: 'white' } as const

/** the PNG pair of a tab's icon, relative to src/ (the native bar needs image files in the main package) */
export function tabIconPaths(tab: Tab): { iconPath: string; selectedIconPath: string } {
  return { iconPath: `assets/tabbar/${tab.icon}.png`, selectedIconPath: `assets/tabbar/${tab.icon}-active.png` }
}
