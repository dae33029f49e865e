import { routeByName } from '../../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('security').title['zh-CN'] })
