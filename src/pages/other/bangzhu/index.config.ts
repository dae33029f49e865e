import { routeByName } from '../../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('bangzhu').title['zh-CN'] })
