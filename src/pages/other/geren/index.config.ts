import { routeByName } from '../../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('geren').title['zh-CN'] })
