import { routeByName } from '../../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('deposit').title['zh-CN'] })
