import { routeByName } from '../../../routes'

export default definePageConfig({
  navigationBarTitleText: routeByName('home').title['zh-CN'],
  // a tab: no header on H5 (the bottom tabs lead here); the mini program keeps its native title bar
  navigationStyle: process.env.TARO_ENV === 'h5' ? 'custom' : 'default',
  // 猜你喜欢 asks for its next page a little before the end (as the goods list does)
  onReachBottomDistance: 120,
})
