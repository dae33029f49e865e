import { routeByName } from '../../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('valuation').title['zh-CN'] })
