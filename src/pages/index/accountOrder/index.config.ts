import { routeByName } from '../../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('accountOrder').title['zh-CN'] })
