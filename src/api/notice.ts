import { HOME_NOTICES } from '../../contract/boot'
import { NoticeType, type NoticeDetail, type NoticeSummary, type NoticeTypeValue, type Page } from '../../contract/types'
import { localeStore } from '../stores/locale'
import { bootData } from './boot'
import { get } from './request'

/** home's ticker: the latest announcements */
export const latestAnnouncements = () => listNotices(NoticeType.announcement, 1, HOME_NOTICES)

/** home's announcements as the server wrote them into its page (undefined elsewhere, and once taken) */
export const bootAnnouncements = () => bootData<Page<NoticeSummary>>('notices', localeStore.locale)

/** published notices of a type, pinned first then newest; help notices (type '3') can be narrowed to a category */
export const listNotices = (noticeType: NoticeTypeValue, pageNum = 1, pageSize = 10, category?: string | null) =>
  get<Page<NoticeSummary>>('/web/notice/list', { noticeType, category, pageNum, pageSize })

export const getNotice = (id: number | string) => get<NoticeDetail>('/web/notice/' + encodeURIComponent(String(id)))

/** the newest published notice of a type (single documents such as the privacy policy) */
export const getNoticeDocument = (noticeType: NoticeTypeValue) => get<NoticeDetail>('/V2/H5/gonggaoDetails', { noticeType })
