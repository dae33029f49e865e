import { routeByName } from '../../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('sellSuccess').title['zh-CN'] })
