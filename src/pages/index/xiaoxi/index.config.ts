import { routeByName } from '../../../routes'

export default definePageConfig({
  navigationBarTitleText: routeByName('xiaoxi').title['zh-CN'],
  // a tab: no header on H5 (the bottom tabs lead here); the mini program keeps its native title bar
  navigationStyle: process.env.TARO_ENV === 'h5' ? 'custom' : 'default',
  onReachBottomDistance: 80,
})
