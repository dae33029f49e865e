import { mainPages, subPages, SUBPACKAGE_ROOT, routes } from './routes'

// Everything derives from the route table in ./routes.ts.
export default defineAppConfig({
  pages: mainPages(),
  subPackages: [{ root: SUBPACKAGE_ROOT, pages: subPages() }],
  window: {
    backgroundTextStyle: 'light',
    navigationBarBackgroundColor: '#ffffff',
    navigationBarTitleText: routes[0].title['zh-CN'],
    navigationBarTextStyle: 'black',
  },
})
