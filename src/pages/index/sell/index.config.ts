import { routeByName } from '../../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('sell').title['zh-CN'] })
