import { routeByName } from '../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('yinsi').title['zh-CN'] })
