import { routeByName } from '../../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('suggest').title['zh-CN'] })
