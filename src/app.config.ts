import { mainPages, subPages, SUBPACKAGE_ROOT, routes } from './routes'

// Everything derives from the route table in ./routes.ts.
export default defineAppConfig({
  pages: mainPages(),
  subPackages: [{ root: SUBPACKAGE_ROOT, pages: subPages() }],
  // WeChat's privacy check on base libraries before 3.0 too: privacy APIs wait for our sheet (components/PrivacySheet)
  __usePrivacyCheck__: true,
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
