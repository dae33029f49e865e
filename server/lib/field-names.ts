/**
 * Field names as validation messages name them (`{field}不能为空`), in zh-CN and en-US: the API's shared fields and
 * the modules' own, plus the names a route gives a field that means something else there.
 */
import { consignmentFieldsEn, consignmentFieldsZh } from '../modules/consignment/messages'
import { recycleFieldsEn, recycleFieldsZh } from '../modules/recycle/messages'
import { trustFieldsEn, trustFieldsZh } from '../modules/trust/messages'
import { claimFieldsEn, claimFieldsZh } from '../modules/claim/messages'
import { offerFieldsEn, offerFieldsZh, offerRouteFieldsEn, offerRouteFieldsZh } from '../modules/offer/messages'
import { feedbackFieldsEn, feedbackFieldsZh } from '../modules/feedback/messages'
import { rentFieldsEn, rentFieldsZh } from '../modules/rent/messages'
import { walletFieldsEn, walletFieldsZh } from '../modules/wallet/messages'
import { chatFieldsEn, chatFieldsZh } from '../modules/chat/messages'
import { handoverFieldsEn, handoverFieldsZh } from '../modules/handover/messages'
import { disputeFieldsEn, disputeFieldsZh } from '../modules/dispute/messages'
import { ratingFieldsEn, ratingFieldsZh } from '../modules/rating/messages'
import { payoutFieldsEn, payoutFieldsZh, payoutRouteFieldsEn, payoutRouteFieldsZh } from '../modules/payout/messages'
import { identityFieldsEn, identityFieldsZh } from '../modules/identity/messages'
import { catalogueFieldsEn, catalogueFieldsZh } from '../modules/game/messages'
import { contentFieldsEn, contentFieldsZh } from '../modules/content/messages'
import { serviceFieldsEn, serviceFieldsZh } from '../modules/service/messages'
import type { Lang } from './lang'

const fieldsZh: Record<string, string> = {
  ...consignmentFieldsZh,
  ...recycleFieldsZh,
  ...trustFieldsZh,
  ...claimFieldsZh,
  ...offerFieldsZh,
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
  ...serviceFieldsZh,
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
  ...offerFieldsEn,
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
  ...serviceFieldsEn,
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

/**
 * Field names that mean something else on some routes (an `amount` is a recycling quote on one form and a
 * withdrawal on another), by route (its URL without /api): they win over the shared maps.
 */
const routeFieldsZh: Record<string, Record<string, string>> = { ...payoutRouteFieldsZh, ...offerRouteFieldsZh }
const routeFieldsEn: Record<string, Record<string, string>> = { ...payoutRouteFieldsEn, ...offerRouteFieldsEn }

export function fieldName(lang: Lang, field: string, route?: string): string {
  const scoped = route === undefined ? undefined : (lang === 'en-US' ? routeFieldsEn : routeFieldsZh)[route]?.[field]
  return scoped ?? (lang === 'en-US' ? fieldsEn : fieldsZh)[field] ?? field
}
