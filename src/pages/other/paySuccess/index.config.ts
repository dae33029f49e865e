import { routeByName } from '../../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('paySuccess').title['zh-CN'] })
