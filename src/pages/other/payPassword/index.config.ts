import { routeByName } from '../../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('payPassword').title['zh-CN'] })
