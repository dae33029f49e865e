import { routeByName } from '../../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('contactkefu').title['zh-CN'] })
