import { routeByName } from '../../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('sureOrder').title['zh-CN'] })
