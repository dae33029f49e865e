import { routeByName } from '../../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('pay').title['zh-CN'] })
