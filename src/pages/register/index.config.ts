import { routeByName } from '../../routes'

export default definePageConfig({
  navigationBarTitleText: routeByName('register').title['zh-CN'],
  // on H5 the page draws its own top (brand and a close control), so Taro's header would be a second one
  navigationStyle: process.env.TARO_ENV === 'h5' ? 'custom' : 'default',
})
