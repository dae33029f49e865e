import { routeByName } from '../../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('fankui').title['zh-CN'] })
