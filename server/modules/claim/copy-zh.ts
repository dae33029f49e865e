/** zh-CN copy of compensation claims (service.ts): the messages to the claimant and the payout's ledger note. */
import type { Template } from '../../lib/copy-types'

export const CLAIM_ZH = {
  'claim.submitted': {
    title: () => '包赔申请已提交',
    text: (p) => `您对订单 ${p.orderNo} 的包赔申请（${p.claimNo}）已提交，平台将尽快审核，结果会通过消息通知您。`,
  },
  'claim.approved': {
    title: () => '包赔申请已通过',
    text: (p, f) => `您的包赔申请 ${p.claimNo}（订单 ${p.orderNo}）已通过，赔付 ¥${f.money(p.amount)} 已存入您的钱包。` + (p.note ? `说明：${p.note}` : ''),
  },
  'claim.rejected': {
    title: () => '包赔申请未通过',
    text: (p) => `您的包赔申请 ${p.claimNo}（订单 ${p.orderNo}）未通过审核。原因：${p.note}。如有疑问请联系客服。`,
  },
  'claim.ledger.paid': (p) => `包赔赔付 ${p.claimNo}`,
  'claim.submitted.due': {
    title: () => '包赔申请已提交',
    text: (p, f) => `您对订单 ${p.orderNo} 的找回包赔申请（${p.claimNo}）已提交，证据齐全，平台将在 ${f.time(p.dueAt)} 前审核并由平台先行赔付。`,
  },
  'claim.recovered.seller': {
    title: () => '找回包赔已向您追偿',
    text: (p, f) =>
      `您出售的订单 ${p.orderNo} 被买家申请找回包赔（${p.claimNo}），平台已先行赔付 ¥${f.money(p.amount)}。` +
      `已从您的钱包扣回 ¥${f.money(p.fromBalance)}，从保证金扣回 ¥${f.money(p.fromDeposit)}` +
      (p.debt ? `，尚欠 ¥${f.money(p.debt)}，将从您之后的货款中优先扣除。` : '。'),
  },
  'claim.ledger.recovered': (p) => `找回包赔追偿 ${p.claimNo}`,
  'claim.ledger.depositTaken': (p) => `找回包赔追偿 ${p.claimNo}（保证金）`,
  'claim.ledger.debtRepaid': (p) => `偿还找回包赔欠款 ${p.claimNo}`,
} satisfies Record<string, Template>
