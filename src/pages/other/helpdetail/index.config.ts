import { routeByName } from '../../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('helpdetail').title['zh-CN'] })
