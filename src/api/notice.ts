import type { NoticeDetail, NoticeSummary, NoticeTypeValue, Page } from '../../contract/types'
import { get } from './request'

export const listNotices = (noticeType: NoticeTypeValue, pageNum = 1, pageSize = 10) =>
  get<Page<NoticeSummary>>('/web/notice/list', { noticeType, pageNum, pageSize })

export const getNotice = (id: number | string) => get<NoticeDetail>('/web/notice/' + encodeURIComponent(String(id)))

/** the newest published notice of a type (single documents such as the privacy policy) */
export const getNoticeDocument = (noticeType: NoticeTypeValue) => get<NoticeDetail>('/V2/H5/gonggaoDetails', { noticeType })
