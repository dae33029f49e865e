import { routeByName } from '../../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('heihao').title['zh-CN'] })
