import type { NoticeDetail, NoticeSummary, NoticeTypeValue, Page } from '../../contract/types'
import { get } from './request'

/** published notices of a type, pinned first then newest; help notices (type '3') can be narrowed to a category */
export const listNotices = (noticeType: NoticeTypeValue, pageNum = 1, pageSize = 10, category?: string | null) =>
  get<Page<NoticeSummary>>('/web/notice/list', { noticeType, category, pageNum, pageSize })

export const getNotice = (id: number | string) => get<NoticeDetail>('/web/notice/' + encodeURIComponent(String(id)))

/** the newest published notice of a type (single documents such as the privacy policy) */
export const getNoticeDocument = (noticeType: NoticeTypeValue) => get<NoticeDetail>('/V2/H5/gonggaoDetails', { noticeType })
