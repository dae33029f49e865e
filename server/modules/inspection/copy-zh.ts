/** zh-CN copy of inspections (验号): what the seller is told. */
import type { Template } from '../../lib/copy-types'

export const INSPECTION_ZH = {
  'inspection.started': {
    title: () => '官方验号已开始',
    text: (p, f) => `平台验号员已于 ${f.time(p.at)} 使用您提供的账号信息登录「${p.title}」（${p.goodsNo}）进行官方验号。验号期间请勿修改密码或顶号登录；如非本人申请或有疑问请联系客服。`,
  },
  'inspection.passed': {
    title: () => '官方验号已通过',
    text: (p) => `您的商品「${p.title}」（${p.goodsNo}）已通过官方验号，商品页将展示「官方验号」标识。`,
  },
  'inspection.differs': {
    title: () => '官方验号发现与描述不符',
    text: (p) => `您的商品「${p.title}」（${p.goodsNo}）官方验号发现 ${p.count} 项与描述不符，更正前商品不能上架。请在我的商品中查看差异并更正。`,
  },
} satisfies Record<string, Template>
