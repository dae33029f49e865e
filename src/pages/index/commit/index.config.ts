import { routeByName } from '../../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('commit').title['zh-CN'] })
