import { routeByName } from '../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('login').title['zh-CN'] })
