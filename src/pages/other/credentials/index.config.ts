import { routeByName } from '../../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('credentials').title['zh-CN'] })
