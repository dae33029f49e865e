import { routeByName } from '../../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('jieshao').title['zh-CN'] })
