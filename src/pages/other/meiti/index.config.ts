import { routeByName } from '../../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('meiti').title['zh-CN'] })
