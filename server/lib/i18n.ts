/**
 * Every message the API sends, in zh-CN (default) and en-US. The language follows Accept-Language.
 */
import { consignmentEn, consignmentFieldsEn, consignmentFieldsZh, consignmentZh } from '../modules/consignment/messages'
import { recycleEn, recycleFieldsEn, recycleFieldsZh, recycleZh } from '../modules/recycle/messages'
import { trustEn, trustFieldsEn, trustFieldsZh, trustZh } from '../modules/trust/messages'
import { claimEn, claimFieldsEn, claimFieldsZh, claimZh } from '../modules/claim/messages'
import { feedbackEn, feedbackFieldsEn, feedbackFieldsZh, feedbackZh } from '../modules/feedback/messages'
import { rentEn, rentFieldsEn, rentFieldsZh, rentZh } from '../modules/rent/messages'
import { walletEn, walletFieldsEn, walletFieldsZh, walletZh } from '../modules/wallet/messages'
// issue 11 part 1: the trade room's chat
import { chatEn, chatFieldsEn, chatFieldsZh, chatZh } from '../modules/chat/messages'
// issue 11 part 2: the handover (换绑) and the order gate it adds
import { handoverEn, handoverFieldsEn, handoverFieldsZh, handoverZh } from '../modules/handover/messages'
// issue 11 part 3: disputes and ratings
import { disputeEn, disputeFieldsEn, disputeFieldsZh, disputeZh } from '../modules/dispute/messages'
import { ratingEn, ratingFieldsEn, ratingFieldsZh, ratingZh } from '../modules/rating/messages'
import { payoutEn, payoutFieldsEn, payoutFieldsZh, payoutRouteFieldsEn, payoutRouteFieldsZh, payoutZh } from '../modules/payout/messages'
// issue 12: SMS delivery and WeChat login
import { identityEn, identityFieldsEn, identityFieldsZh, identityZh } from '../modules/identity/messages'
// issue 13: the console's content and catalogue pages
import { catalogueEn, catalogueFieldsEn, catalogueFieldsZh, catalogueZh } from '../modules/game/messages'
import { contentEn, contentFieldsEn, contentFieldsZh, contentZh } from '../modules/content/messages'
// issue 13: the console's user administration and the ban
import { userAdminEn, userAdminZh } from '../modules/user/messages'
// issue 13: the console's orders and provider-refund queue
import { consoleOrdersEn, consoleOrdersZh } from '../modules/admin/messages'
import { searchEn, searchZh } from '../modules/search/messages'
import { jobsEn, jobsZh } from '../modules/jobs/messages'
import { httpEn, httpZh } from './http-messages'

export type Lang = 'zh-CN' | 'en-US'

const zh = {
  ok: '成功',
  internalError: '服务器内部错误',
  notFound: '接口不存在',
  badRequest: '请求格式不正确',
  unauthorized: '登录已过期，请重新登录',
  forbidden: '没有权限执行此操作',
  tooManyRequests: '操作过于频繁，请稍后再试',
  // validation
  fieldRequired: '{field}不能为空',
  fieldInvalid: '{field}格式不正确',
  fieldTooLong: '{field}不能超过{limit}个字符',
  unknownField: '不支持的字段：{field}',
  fieldControlChars: '{field}含有不允许的控制字符',
  badUrl: '请求地址格式不正确',
  bodyRequired: '请求内容不能为空',
  noProfileChange: '请至少修改一项资料',
  passwordRule: '密码需为8-32位，且同时包含字母和数字',
  usernameRule: '账号需以字母开头，由4-20位字母、数字或下划线组成',
  realNameRule: '请输入2-30个汉字的真实姓名',
  // auth
  captchaInvalid: '图形验证码错误或已过期',
  smsCodeInvalid: '短信验证码错误或已失效',
  phoneRegistered: '该手机号已注册',
  usernameTaken: '该账号名已被使用',
  badCredentials: '账号或密码错误',
  smsTooSoon: '验证码发送过于频繁，请{seconds}秒后再试',
  smsDailyLimit: '该手机号今日获取验证码次数已达上限',
  smsIpLimit: '当前网络获取验证码过于频繁，请稍后再试',
  loginLocked: '登录失败次数过多，请{minutes}分钟后再试',
  captchaIpLimit: '获取图形验证码过于频繁，请{minutes}分钟后再试',
  loggedOut: '已退出登录',
  passwordChanged: '密码已修改，请使用新密码登录',
  // profile and real name
  idNumberInvalid: '身份证号不正确',
  realNameDone: '已完成实名认证，不能重复认证',
  idNumberUsed: '该身份证号已被其他账号认证',
  noticeNotFound: '公告不存在或已下线',
  // ---- catalogue ----
  gameNotFound: '游戏不存在或已下线',
  nodeNotFound: '区服不存在',
  gameOrParentRequired: '请提供游戏编号或上级节点编号',
  operatorParentInvalid: '请先选择系统（如安卓/苹果），再查询运营商',
  areaParentInvalid: '请先选择运营商，再查询大区',
  serverParentInvalid: '请先选择大区，再查询服务器',
  goodsNotFound: '商品不存在或已下架',
  priceRangeInvalid: '最低价不能高于最高价',
  attrFilterNeedsGame: '按属性筛选前请先选择游戏',
  attrUnknown: '该游戏没有属性“{key}”',
  attrFilterNumber: '属性“{label}”请按数值范围筛选',
  attrFilterChoice: '属性“{label}”请选择要筛选的选项',
  attrRangeInvalid: '属性“{label}”的最小值不能大于最大值',
  pageTooDeep: '最多只能查看前{max}条结果，请缩小筛选范围或换个关键词',
  favouriteAdded: '已收藏',
  favouriteRemoved: '已取消收藏',
  historyCleared: '浏览记录已清空',
  // ---- end catalogue ----
  // ---- orders, payment, wallet, coupons ----
  orderNotFound: '订单不存在',
  orderGoodsNotFound: '商品不存在',
  goodsUnavailable: '该商品已被他人下单或已下架，请选择其他商品',
  orderOwnGoods: '不能购买自己发布的商品',
  orderRealNameRequired: '请先完成实名认证再下单',
  orderMinor: '未满18周岁的用户不能交易游戏账号',
  orderAgreeRequired: '请阅读并同意《账号交易协议》后再下单',
  orderCompensationUnsupported: '该商品不支持所选的包赔服务',
  orderNotPending: '订单不是待支付状态，不能执行此操作',
  orderExpired: '订单已超过支付期限，请重新下单',
  orderWrongState: '当前订单状态不能执行此操作',
  orderBuyerOnly: '只有买家可以执行此操作',
  refundReasonRule: '请填写5-200个字的退款原因',
  refundAlreadyAsked: '每个订单只能申请一次退款，该订单已申请过；如对处理结果有异议，请在订单页申请售后',
  refundAlreadyAskedRental: '每个订单只能申请一次退款，该订单已申请过；如有疑问请联系客服',
  adminNoteTooLong: '处理说明不能超过200个字',
  couponNotOwned: '所选优惠券不存在',
  couponUsed: '所选优惠券已被使用',
  couponExpired: '所选优惠券已过期',
  couponThreshold: '订单金额未达到优惠券的使用门槛',
  couponGameMismatch: '所选优惠券不适用于该游戏',
  couponKindMismatch: '所选优惠券类型不正确',
  paymentNotFound: '支付单不存在',
  paymentSignatureInvalid: '支付通知签名无效',
  paymentAmountMismatch: '支付金额与支付单不符',
  payMethodUnavailable: '该支付方式当前不可用，请选择其他支付方式',
  paymentProviderUnavailable: '支付渠道暂时无法下单，请稍后重试或换一种支付方式',
  paymentClosed: '该支付单已关闭，请返回订单重新发起支付',
  couponTemplateNotFound: '优惠券不存在或已下架',
  couponSoldOut: '优惠券已被领完',
  couponLimitReached: '已达到该优惠券的领取上限',
  couponNotInWindow: '该优惠券不在领取时间内',
  // ---- end orders ----
  ...consignmentZh,
  ...recycleZh,
  ...trustZh,
  ...claimZh,
  ...feedbackZh,
  ...rentZh,
  ...walletZh,
  ...chatZh,
  ...httpZh,
  ...handoverZh,
  ...disputeZh,
  ...ratingZh,
  ...payoutZh,
  ...identityZh,
  ...catalogueZh,
  ...contentZh,
  ...userAdminZh,
  ...consoleOrdersZh,
  ...searchZh,
  ...jobsZh,
}

export type MessageKey = keyof typeof zh

const en: Record<MessageKey, string> = {
  ok: 'success',
  internalError: 'internal server error',
  notFound: 'no such API',
  badRequest: 'malformed request',
  unauthorized: 'login expired, please log in again',
  forbidden: 'you are not allowed to do this',
  tooManyRequests: 'too many requests, please try again later',
  fieldRequired: '{field} is required',
  fieldInvalid: '{field} is invalid',
  fieldTooLong: '{field} must be at most {limit} characters',
  unknownField: 'unknown field: {field}',
  fieldControlChars: '{field} contains characters that are not allowed (control characters)',
  badUrl: 'the request address is malformed',
  bodyRequired: 'the request body is required',
  noProfileChange: 'change at least one field',
  passwordRule: 'password must be 8-32 characters with at least one letter and one digit',
  usernameRule: 'account name must start with a letter and have 4-20 letters, digits or underscores',
  realNameRule: 'enter your real name in Chinese characters (2-30)',
  captchaInvalid: 'the image code is wrong or has expired',
  smsCodeInvalid: 'the SMS code is wrong or no longer valid',
  phoneRegistered: 'this phone number is already registered',
  usernameTaken: 'this account name is already taken',
  badCredentials: 'wrong account or password',
  smsTooSoon: 'codes are sent too often, try again in {seconds} s',
  smsDailyLimit: 'this phone number has reached today\u2019s limit of codes',
  smsIpLimit: 'too many codes requested from your network, please try again later',
  loginLocked: 'too many failed logins, try again in {minutes} min',
  captchaIpLimit: 'too many image codes requested, try again in {minutes} min',
  loggedOut: 'logged out',
  passwordChanged: 'password changed, please log in with the new password',
  idNumberInvalid: 'the ID number is invalid',
  realNameDone: 'real-name verification is already done',
  idNumberUsed: 'this ID number is already verified on another account',
  noticeNotFound: 'the notice does not exist or is no longer published',
  // ---- catalogue ----
  gameNotFound: 'the game does not exist or is no longer listed',
  nodeNotFound: 'no such system, carrier, area or server',
  gameOrParentRequired: 'give a game id or a parent node id',
  operatorParentInvalid: 'choose a system (e.g. Android or iOS) before listing carriers',
  areaParentInvalid: 'choose a carrier before listing areas',
  serverParentInvalid: 'choose an area before listing servers',
  goodsNotFound: 'the listing does not exist or is not available',
  priceRangeInvalid: 'the minimum price cannot be above the maximum price',
  attrFilterNeedsGame: 'choose a game before filtering by attributes',
  attrUnknown: 'this game has no attribute "{key}"',
  attrFilterNumber: 'filter "{label}" by a number range (min, max)',
  attrFilterChoice: 'choose the options to filter "{label}" by',
  attrRangeInvalid: 'the minimum of "{label}" cannot be above its maximum',
  pageTooDeep: 'only the first {max} results can be browsed: narrow the filters or try another keyword',
  favouriteAdded: 'added to favourites',
  favouriteRemoved: 'removed from favourites',
  historyCleared: 'browsing history cleared',
  // ---- end catalogue ----
  // ---- orders, payment, wallet, coupons ----
  orderNotFound: 'the order does not exist',
  orderGoodsNotFound: 'the listing does not exist',
  goodsUnavailable: 'this listing has already been ordered by someone else or is no longer on sale',
  orderOwnGoods: 'you cannot buy your own listing',
  orderRealNameRequired: 'complete real-name verification before placing an order',
  orderMinor: 'users under 18 may not trade game accounts',
  orderAgreeRequired: 'please read and accept the purchase terms first',
  orderCompensationUnsupported: 'this listing does not offer the chosen compensation',
  orderNotPending: 'the order is not awaiting payment',
  orderExpired: 'the payment deadline of this order has passed, please order again',
  orderWrongState: 'this cannot be done in the order\u2019s current state',
  orderBuyerOnly: 'only the buyer can do this',
  refundReasonRule: 'give a refund reason of 5-200 characters',
  refundAlreadyAsked: 'a refund can be asked for once per order and this order has had its request; if you disagree with the outcome, open an after-sale dispute on the order page',
  refundAlreadyAskedRental: 'a refund can be asked for once per order and this order has had its request; contact customer service with any questions',
  adminNoteTooLong: 'the note must be at most 200 characters',
  couponNotOwned: 'the chosen coupon does not exist',
  couponUsed: 'the chosen coupon has already been used',
  couponExpired: 'the chosen coupon has expired',
  couponThreshold: 'the order does not reach the coupon\u2019s minimum amount',
  couponGameMismatch: 'the chosen coupon does not apply to this game',
  couponKindMismatch: 'the chosen coupon is of the wrong kind',
  paymentNotFound: 'the payment does not exist',
  paymentSignatureInvalid: 'invalid payment notification signature',
  paymentAmountMismatch: 'the paid amount does not match the payment',
  payMethodUnavailable: 'this payment method is not available, please choose another one',
  paymentProviderUnavailable: 'the payment service could not take the payment just now, please try again or choose another method',
  paymentClosed: 'this payment is closed, please start the payment again from the order',
  couponTemplateNotFound: 'the coupon does not exist or is no longer offered',
  couponSoldOut: 'the coupon has run out',
  couponLimitReached: 'you have claimed as many of this coupon as allowed',
  couponNotInWindow: 'this coupon cannot be claimed at this time',
  // ---- end orders ----
  ...consignmentEn,
  ...recycleEn,
  ...trustEn,
  ...claimEn,
  ...feedbackEn,
  ...rentEn,
  ...walletEn,
  ...chatEn,
  ...httpEn,
  ...handoverEn,
  ...disputeEn,
  ...ratingEn,
  ...payoutEn,
  ...identityEn,
  ...catalogueEn,
  ...contentEn,
  ...userAdminEn,
  ...consoleOrdersEn,
  ...searchEn,
  ...jobsEn,
}

/** Field names used inside validation messages. */
const fieldsZh: Record<string, string> = {
  ...consignmentFieldsZh,
  ...recycleFieldsZh,
  ...trustFieldsZh,
  ...claimFieldsZh,
  ...feedbackFieldsZh,
  ...rentFieldsZh,
  ...walletFieldsZh,
  ...chatFieldsZh,
  ...handoverFieldsZh,
  ...disputeFieldsZh,
  ...ratingFieldsZh,
  ...payoutFieldsZh,
  ...identityFieldsZh,
  ...catalogueFieldsZh,
  ...contentFieldsZh,
  phone: '手机号',
  code: '验证码',
  scene: '验证码用途',
  password: '密码',
  username: '账号',
  captchaId: '图形验证码编号',
  token: '登录凭证',
  captchaCode: '图形验证码',
  nickname: '昵称',
  gender: '性别',
  email: '邮箱',
  qq: 'QQ号',
  wechat: '微信号',
  signature: '个性签名',
  realName: '真实姓名',
  idNumber: '身份证号',
  noticeType: '公告类型',
  pageNum: '页码',
  pageSize: '每页条数',
  id: '编号',
  // catalogue fields
  gameId: '游戏编号',
  parentId: '上级节点编号',
  systemKey: '系统标识',
  systemId: '系统',
  carrierId: '运营商',
  areaId: '大区',
  serverId: '服务器',
  priceMin: '最低价',
  priceMax: '最高价',
  attrs: '属性',
  keyword: '关键词',
  compensation: '包赔类型',
  sort: '排序方式',
  goodsId: '商品编号',
  type: '类型',
  // order, payment and coupon fields
  agree: '购买协议',
  useWallet: '余额支付',
  couponId: '优惠券',
  redPacketId: '红包',
  reason: '原因',
  approve: '审核结果',
  note: '处理说明',
  templateId: '优惠券',
  kind: '类型',
  status: '状态',
  tab: '订单分类',
  role: '角色',
}
const fieldsEn: Record<string, string> = {
  ...consignmentFieldsEn,
  ...recycleFieldsEn,
  ...trustFieldsEn,
  ...claimFieldsEn,
  ...feedbackFieldsEn,
  ...rentFieldsEn,
  ...walletFieldsEn,
  ...chatFieldsEn,
  ...handoverFieldsEn,
  ...disputeFieldsEn,
  ...ratingFieldsEn,
  ...payoutFieldsEn,
  ...identityFieldsEn,
  ...catalogueFieldsEn,
  ...contentFieldsEn,
  phone: 'phone number',
  code: 'verification code',
  scene: 'code purpose',
  password: 'password',
  username: 'account name',
  captchaId: 'image code id',
  token: 'login token',
  captchaCode: 'image code',
  nickname: 'nickname',
  gender: 'gender',
  email: 'email',
  qq: 'QQ number',
  wechat: 'WeChat ID',
  signature: 'signature',
  realName: 'real name',
  idNumber: 'ID number',
  noticeType: 'notice type',
  pageNum: 'page number',
  pageSize: 'page size',
  id: 'id',
  // catalogue fields
  gameId: 'game id',
  parentId: 'parent node id',
  systemKey: 'system key',
  systemId: 'system',
  carrierId: 'carrier',
  areaId: 'area',
  serverId: 'server',
  priceMin: 'minimum price',
  priceMax: 'maximum price',
  attrs: 'attributes',
  keyword: 'keyword',
  compensation: 'compensation level',
  sort: 'sort order',
  goodsId: 'listing id',
  type: 'type',
  // order, payment and coupon fields
  agree: 'purchase terms',
  useWallet: 'wallet payment',
  couponId: 'coupon',
  redPacketId: 'red packet',
  reason: 'reason',
  approve: 'decision',
  note: 'note',
  templateId: 'coupon',
  kind: 'kind',
  status: 'status',
  tab: 'order tab',
  role: 'role',
}

const catalog: Record<Lang, Record<MessageKey, string>> = { 'zh-CN': zh, 'en-US': en }

export type MessageParams = Record<string, string | number>

export function t(lang: Lang, key: MessageKey, params: MessageParams = {}): string {
  return catalog[lang][key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''))
}

/**
 * Field names that mean something else on some routes (an `amount` is a recycling quote on one form and a
 * withdrawal on another), by route (its URL without /api): they win over the shared maps above.
 */
const routeFieldsZh: Record<string, Record<string, string>> = { ...payoutRouteFieldsZh }
const routeFieldsEn: Record<string, Record<string, string>> = { ...payoutRouteFieldsEn }

export function fieldName(lang: Lang, field: string, route?: string): string {
  const scoped = route === undefined ? undefined : (lang === 'en-US' ? routeFieldsEn : routeFieldsZh)[route]?.[field]
  return scoped ?? (lang === 'en-US' ? fieldsEn : fieldsZh)[field] ?? field
}

/** Picks zh-CN or en-US from an Accept-Language header by its q-values; zh-CN unless English is preferred. */
export function pickLang(header: string | undefined): Lang {
  if (!header) return 'zh-CN'
  let best: { lang: Lang; q: number } | null = null
  for (const part of header.split(',')) {
    const [tag, ...params] = part.trim().toLowerCase().split(';')
    const qParam = params.find((p) => p.trim().startsWith('q='))
    const q = qParam ? Number(qParam.trim().slice(2)) : 1
    if (!Number.isFinite(q) || q <= 0) continue
    const lang: Lang | null = tag.startsWith('zh') ? 'zh-CN' : tag.startsWith('en') ? 'en-US' : null
    if (lang && (!best || q > best.q)) best = { lang, q }
  }
  return best?.lang ?? 'zh-CN'
}
