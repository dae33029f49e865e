import { routeByName } from '../../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('mycenter').title['zh-CN'] })
