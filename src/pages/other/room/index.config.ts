import { routeByName } from '../../../routes'

// the messages scroll inside the page (a scroll-view between the head and the input): the page itself does not
export default definePageConfig({ navigationBarTitleText: routeByName('room').title['zh-CN'], disableScroll: true })
