import { routeByName } from '../../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('goodDetail').title['zh-CN'], enableShareAppMessage: true })
