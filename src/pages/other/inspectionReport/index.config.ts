import { routeByName } from '../../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('inspectionReport').title['zh-CN'] })
