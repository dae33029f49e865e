import { routeByName } from '../../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('payoutAccounts').title['zh-CN'] })
