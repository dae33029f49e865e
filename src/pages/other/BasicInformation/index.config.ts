import { routeByName } from '../../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('BasicInformation').title['zh-CN'] })
