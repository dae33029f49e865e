/** Wire types of notices: announcements, news, help articles and the single documents (privacy, agreement...). */

/**
 * Notice types (GET /web/notice/list?noticeType, GET /V2/H5/gonggaoDetails?noticeType).
 * gonggaoDetails returns the newest published notice of a type: used for single documents
 * such as the privacy policy.
 */
export const NoticeType = {
  announcement: '1',
  news: '2',
  help: '3',
  tradingNotes: '4',
  compensation: '5',
  about: '6',
  privacy: '7',
  /** single documents of the service screens (FraudPrevention, security, appDownload) */
  fraudGuide: '8',
  escrowGuide: '9',
  appGuide: '10',
  /** the user agreement (用户协议) accepted at login and registration */
  userAgreement: '11',
} as const
export type NoticeTypeValue = (typeof NoticeType)[keyof typeof NoticeType]

/** Read by a reader in their language: each English field where the operator wrote one, else the Chinese. */
export interface NoticeSummary {
  id: number
  noticeType: NoticeTypeValue
  title: string
  /** plain-text excerpt for lists */
  summary: string
  cover: string | null
  pinned: boolean
  /** help notices (type '3'): the category bangzhu groups them by; null for others */
  category: string | null
  publishedAt: string
}
export interface NoticeDetail extends NoticeSummary {
  /** sanitised HTML */
  content: string
}
