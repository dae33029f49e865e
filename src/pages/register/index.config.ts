import { routeByName } from '../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('register').title['zh-CN'] })
