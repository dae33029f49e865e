/** Chinese copy of the content screens (keys content.*); content.en-US.ts must have exactly the same keys. */
const contentZhCN = {
  // personal centre
  'content.mine.serviceTitle': '服务与帮助',
  'content.mine.unread': '{n} 条未读',

  // xiaoxi: messages
  'content.msg.tab.all': '全部',
  'content.msg.tab.order': '订单',
  'content.msg.tab.goods': '商品',
  'content.msg.tab.recycle': '回收',
  'content.msg.tab.system': '系统',
  'content.msg.readAll': '全部已读',
  'content.msg.readAllDone': '已全部标为已读',
  'content.msg.unreadCount': '{n} 条未读',
  'content.msg.allRead': '没有未读消息',
  'content.msg.empty': '暂无消息',
  'content.msg.view': '查看详情',

  // fankui / suggest: the feedback form
  'content.fb.intro': '使用中遇到问题或对交易不满意？告诉我们，客服会在1个工作日内回复。',
  'content.fb.suggestIntro': '你的每一条建议我们都会认真阅读，帮助我们把平台做得更好。',
  'content.fb.type': '反馈类型',
  'content.fb.type.bug': '问题反馈',
  'content.fb.type.complaint': '投诉',
  'content.fb.type.suggestion': '建议',
  'content.fb.type.other': '其他',
  'content.fb.content': '反馈内容',
  'content.fb.contentPh': '请详细描述遇到的问题，如订单号、发生时间和经过（{min}-{max}字）',
  'content.fb.suggestPh': '请写下你的建议（{min}-{max}字）',
  'content.fb.images': '图片（选填，最多{max}张）',
  'content.fb.contact': '联系方式（选填）',
  'content.fb.contactPh': '手机号、QQ或微信',
  'content.fb.submit': '提交',
  'content.fb.done': '提交成功，我们会尽快回复',
  'content.fb.mine': '查看我的反馈',
  'content.fb.err.type': '请选择反馈类型',
  'content.fb.err.content': '反馈内容需为{min}-{max}个字',
  'content.fb.err.contact': '联系方式需为{min}-{max}个字',

  // ProblemList: my reports
  'content.pl.status.open': '待回复',
  'content.pl.status.replied': '已回复',
  'content.pl.reply': '平台回复',
  'content.pl.repliedAt': '{time} 回复',
  'content.pl.waiting': '客服正在处理，回复后会通过消息通知你',
  'content.pl.contact': '联系方式：{contact}',
  'content.pl.empty': '还没有反馈记录',
  'content.pl.new': '我要反馈',

  // bangzhu / helpdetail: the help centre
  'content.help.searchPh': '搜索帮助文章',
  'content.help.empty': '暂无帮助文章',
  'content.help.noMatch': '没有找到与“{q}”相关的文章',
  'content.help.otherCategory': '其他问题',
  'content.help.count': '{n} 篇',
  'content.help.notFoundAnswer': '没找到答案？',
  'content.help.related': '相关文章',
  'content.help.notFound': '文章不存在或已下线',
  'content.help.back': '返回帮助中心',

  // jieshao: about us
  'content.about.facts': '平台保障',
  'content.about.fact.escrow': '担保交易',
  'content.about.fact.escrowText': '买家付款由平台托管，确认收货后才结算给卖家',
  'content.about.fact.realname': '实名认证',
  'content.about.fact.realnameText': '买卖双方实名认证，未成年人不能交易',
  'content.about.fact.compensation': '包赔服务',
  'content.about.fact.compensationText': '购买包赔的账号被找回，平台按规则赔付',
  'content.about.fact.service': '专业客服',
  'content.about.fact.serviceText': '交易全程客服跟进，问题随时反馈',
  'content.about.links': '了解更多',

  // xinwen: news
  'content.news.empty': '暂无新闻资讯',

  // appDownload
  'content.app.qrTitle': '手机浏览器扫码打开网页版',
  'content.app.link': '网页版地址',
  'content.app.copy': '复制链接',
  'content.app.copied': '链接已复制，可粘贴到浏览器打开',
} as const

export default contentZhCN
