import type { NotifyPrefs, NotifyPrefsInput } from '../../contract/types'
import { get, put } from './request'

/** my notification settings: per group each outside channel (SMS, WeChat) on or off, and quiet hours */
export const getNotifyPrefs = () => get<NotifyPrefs>('/need/notify/prefs')

/** changes some of them; the server refuses (400) an urgent group left without any outside channel */
export const saveNotifyPrefs = (input: NotifyPrefsInput) => put<NotifyPrefs>('/need/notify/prefs', input)
