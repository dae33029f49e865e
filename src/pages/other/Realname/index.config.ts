import { routeByName } from '../../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('Realname').title['zh-CN'] })
