import { routeByName } from '../../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('withdraw').title['zh-CN'] })
