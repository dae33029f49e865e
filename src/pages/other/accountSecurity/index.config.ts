import { routeByName } from '../../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('accountSecurity').title['zh-CN'] })
