import { routeByName } from '../../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('notifySettings').title['zh-CN'] })
