import { routeByName } from '../../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('FuwuLists').title['zh-CN'] })
