import { routeByName } from '../../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('baopeiStats').title['zh-CN'] })
