import { routeByName } from '../../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('fillInformation').title['zh-CN'] })
