import { routeByName } from '../../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('cooperate').title['zh-CN'] })
