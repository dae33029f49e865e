import { routeByName } from '../../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('gonggao').title['zh-CN'] })
