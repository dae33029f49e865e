import { mainPages, subPages, SUBPACKAGE_ROOT, routeByName, routes } from './routes'
import { TABS, TAB_COLORS, tabIconPaths } from './components/tabs'
import zhCN from './locales/zh-CN'

/**
 * The mini program's own: WeChat's native tabBar for the tab screens (pages kept alive between switches; the
 * labels are the default language's, utils/tabBar.ts sets the others and the unread badge), code injected per
 * component as it is needed, and the subpackage fetched while a tab screen is up, before the user taps into it.
 * H5 keeps its own bottom bar (components/BottomNav.tsx): Taro's H5 tabBar would draw a bar of its own look and
 * reach the tab pages with switchTab, where H5's URLs and history behave as they always have.
 */
function weappOnly(): Pick<Taro.Config, 'tabBar' | 'lazyCodeLoading' | 'preloadRule'> {
  const tabPages = TABS.map((tab) => routeByName(tab.name).page)
  return {
    tabBar: {
      color: TAB_COLORS.text,
      selectedColor: TAB_COLORS.active,
      backgroundColor: TAB_COLORS.background,
      borderStyle: TAB_COLORS.border,
      list: TABS.map((tab, i) => ({ pagePath: tabPages[i], text: zhCN[tab.label], ...tabIconPaths(tab) })),
    },
    lazyCodeLoading: 'requiredComponents',
    preloadRule: Object.fromEntries(tabPages.map((page) => [page, { network: 'all', packages: [SUBPACKAGE_ROOT] }])),
  }
}

// Everything derives from the route table in ./routes.ts.
export default defineAppConfig({
  pages: mainPages(),
  subPackages: [{ root: SUBPACKAGE_ROOT, pages: subPages() }],
  // WeChat's privacy check on base libraries before 3.0 too: privacy APIs wait for our sheet (components/PrivacySheet)
  __usePrivacyCheck__: true,
  ...(process.env.TARO_ENV === 'weapp' ? weappOnly() : {}),
  window: {
    backgroundTextStyle: 'light',
    navigationBarBackgroundColor: '#ffffff',
    navigationBarTitleText: routes[0].title['zh-CN'],
    navigationBarTextStyle: 'black',
    // H5 too: Taro's own bar above every page (title from usePageTitle, back, or home on a deep link); the tab
    // pages, login and register turn it off on H5 in their page config; the mini program keeps its native bar
    navigationStyle: 'default',
  },
})
