import { routeByName } from '../../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('FraudPrevention').title['zh-CN'] })
