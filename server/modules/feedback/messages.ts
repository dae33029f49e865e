/**
 * API messages of the feedback module in zh-CN and en-US (lib/i18n.ts merges them; keys must not clash with others).
 * Field names used in validation messages go in the fields maps.
 * Also holds the messages of the admin side of notices (modules/notice/admin-*.ts).
 */
export const feedbackZh = {
  // problem reports
  problemContentRule: '问题描述需为{min}-{max}个字',
  problemImagesRule: '最多上传{max}张图片',
  problemRateLimited: '今日提交反馈的次数已达上限，请{hours}小时后再试',
  problemSubmitted: '反馈已提交，我们会尽快处理',
  problemNotFound: '反馈不存在',
  problemAlreadyReplied: '该反馈已回复，不能重复回复',
  problemReplyRule: '请填写1-{max}个字的回复内容',
  problemReplySent: '回复已发送',
  // admin notices
  adminNoticeNotFound: '公告不存在',
  noticeTitleRule: '标题需为1-{max}个字',
  noticeContentRequired: '请填写公告正文',
  noticeCategoryTooLong: '分类不能超过{max}个字',
  noticeCategoryHelpOnly: '只有帮助文章可以设置分类',
  noticeTitleEnRule: '英文标题不能超过{max}个字符',
  noticeCategoryEnRule: '英文分类不能超过{max}个字符，且需与中文分类一起填写',
  noticeCoverInvalid: '封面需为上传图片的地址或 http(s) 链接',
  noticeCreated: '公告已创建',
  noticeUpdated: '公告已保存',
  noticeDeleted: '公告已删除',
}

export const feedbackEn: Record<keyof typeof feedbackZh, string> = {
  problemContentRule: 'describe the problem in {min}-{max} characters',
  problemImagesRule: 'add at most {max} images',
  problemRateLimited: 'you have sent as many reports as allowed today, try again in {hours} h',
  problemSubmitted: 'report sent, we will look into it soon',
  problemNotFound: 'no such report',
  problemAlreadyReplied: 'this report has already been answered',
  problemReplyRule: 'write a reply of 1-{max} characters',
  problemReplySent: 'reply sent',
  adminNoticeNotFound: 'no such notice',
  noticeTitleRule: 'the title must be 1-{max} characters',
  noticeContentRequired: 'the notice needs some content',
  noticeCategoryTooLong: 'the category must be at most {max} characters',
  noticeCategoryHelpOnly: 'only help articles have a category',
  noticeTitleEnRule: 'the English title must be at most {max} characters',
  noticeCategoryEnRule: 'the English category must be at most {max} characters and go with a Chinese category',
  noticeCoverInvalid: 'the cover must be an uploaded image URL or an http(s) link',
  noticeCreated: 'notice created',
  noticeUpdated: 'notice saved',
  noticeDeleted: 'notice deleted',
}

// title, images and contact are named by other modules already (the maps are merged into one)
export const feedbackFieldsZh: Record<string, string> = {
  content: '内容',
  reply: '回复内容',
  category: '分类',
  titleEn: '英文标题',
  contentEn: '英文正文',
  categoryEn: '英文分类',
  cover: '封面',
  pinned: '置顶',
  published: '发布状态',
}
export const feedbackFieldsEn: Record<string, string> = {
  content: 'content',
  reply: 'reply',
  category: 'category',
  titleEn: 'English title',
  contentEn: 'English content',
  categoryEn: 'English category',
  cover: 'cover',
  pinned: 'pinned',
  published: 'published',
}
