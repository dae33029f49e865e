import { routeByName } from '../../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('rate').title['zh-CN'] })
