import { routeByName } from '../../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('savedSearches').title['zh-CN'] })
