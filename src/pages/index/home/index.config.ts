import { routeByName } from '../../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('home').title['zh-CN'] })
