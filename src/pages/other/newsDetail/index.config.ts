import { routeByName } from '../../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('newsDetail').title['zh-CN'] })
