import { routeByName } from '../../../routes'

export default definePageConfig({ navigationBarTitleText: routeByName('appDownload').title['zh-CN'] })
