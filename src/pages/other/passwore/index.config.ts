import { routeByName } from '../../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('passwore').title['zh-CN'] })
