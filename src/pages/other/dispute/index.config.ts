import { routeByName } from '../../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('dispute').title['zh-CN'] })
