/**
 * The evidence bundle of a claim as one PDF: the trade contract, the listing, the handover log, the trade-room
 * transcript and the claim. The buyer's copy and staff's own carry no identity; the copy staff make for the
 * authorities (`forAuthorities`) adds the seller's real name and ID number. Read only.
 */
import { asc, eq } from 'drizzle-orm'
import PDFDocument from 'pdfkit'
import { chinaTime } from '../../../contract/clock'
import type { Ctx } from '../../context'
import { isStaff, type AuthInfo } from '../../lib/auth'
import { readLine } from '../../lib/copy'
import { AppError } from '../../lib/errors'
import { yuan } from '../../lib/money'
import { chatMessages, chatRooms } from '../chat/schema'
import { tradeContracts } from '../contract/schema'
import { goods } from '../goods/schema'
import { handoverSteps } from '../handover/schema'
import { orders } from '../order/schema'
import { users } from '../user/schema'
import { claims } from './schema'

export async function evidencePdf(ctx: Ctx, who: AuthInfo, claimId: number, forAuthorities: boolean): Promise<{ pdf: Buffer; name: string }> {
  const [claim] = await ctx.db.select().from(claims).where(eq(claims.id, claimId))
  const staff = isStaff(who.role)
  if (!claim || (claim.userId !== who.userId && !staff)) throw new AppError(404, 'claimNotFound')
  if (forAuthorities && !staff) throw new AppError(404, 'claimNotFound')
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, claim.orderId))
  const [listing] = await ctx.db.select().from(goods).where(eq(goods.id, order.goodsId))
  const [contract] = await ctx.db.select().from(tradeContracts).where(eq(tradeContracts.orderId, order.id))
  const steps = await ctx.db.select().from(handoverSteps).where(eq(handoverSteps.orderId, order.id)).orderBy(asc(handoverSteps.position))
  const transcript = await ctx.db
    .select({ m: chatMessages })
    .from(chatMessages)
    .innerJoin(chatRooms, eq(chatRooms.id, chatMessages.roomId))
    .where(eq(chatRooms.orderId, order.id))
    .orderBy(asc(chatMessages.id))
  let identity: string | null = null
  if (forAuthorities) {
    const [s] = await ctx.db.select({ name: users.realNameEnc, id: users.idNumberEnc, phone: users.phone }).from(users).where(eq(users.id, order.sellerId))
    identity = s?.name && s.id ? `卖家实名：${ctx.cipher.decrypt(s.name)}；身份证号：${ctx.cipher.decrypt(s.id)}；手机：${s.phone}` : '卖家未实名'
  }

  const pdf = await new Promise<Buffer>((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `包赔证据 ${claim.claimNo}` } })
    const chunks: Buffer[] = []
    doc.on('data', (b: Buffer) => chunks.push(b))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    doc.font(ctx.config.pdf.fontPath, ctx.config.pdf.fontName)
    const h = (title: string) => doc.moveDown().fontSize(14).fillColor('#000').text(title).fontSize(10).fillColor('#222')
    doc.fontSize(18).text(`包赔证据包 ${claim.claimNo}`, { align: 'center' })
    doc.fontSize(9).fillColor('#555').text(`生成时间：${chinaTime(new Date())}  ${forAuthorities ? '（供有关机关使用，含卖家身份信息）' : ''}`, { align: 'center' })
    if (identity) h('卖家身份').text(identity)
    h('一、包赔申请').text(
      [
        `申请号：${claim.claimNo}；订单号：${order.orderNo}；原因：${claim.reason}；状态：${claim.status}`,
        `提交时间：${chinaTime(claim.createdAt)}${claim.dueAt ? `；平台赔付期限：${chinaTime(claim.dueAt)}` : ''}`,
        `描述：${claim.description}`,
        `联系方式：${claim.contact}`,
        `凭证：${claim.images.join('、')}`,
        claim.paidAmount !== null ? `赔付：¥${yuan(claim.paidAmount)}（${claim.decidedAt ? chinaTime(claim.decidedAt) : ''}）` : '',
      ]
        .filter(Boolean)
        .join('\n'),
    )
    h('二、商品').text(`${listing.goodsNo} ${listing.title}\n成交价 ¥${yuan(order.price)}；包赔：${order.compensation}\n${listing.description}`)
    h('三、交易合同').text(contract ? `${contract.text}\nSHA-256：${contract.sha256}\n买家确认：${contract.buyerAcceptedAt ? chinaTime(contract.buyerAcceptedAt) : '未确认'}；卖家确认：${contract.sellerAcceptedAt ? chinaTime(contract.sellerAcceptedAt) : '未确认'}` : '（本订单无电子合同）')
    h('四、换绑记录').text(
      steps.length
        ? steps.map((s) => `${s.position}. ${s.key}：卖家完成 ${s.doneAt ? chinaTime(s.doneAt) : '—'}；买家确认 ${s.confirmedAt ? chinaTime(s.confirmedAt) : '—'}`).join('\n')
        : '（无换绑记录）',
    )
    h('五、交易房间记录').text(
      transcript.length
        ? transcript.map(({ m }) => `[${chinaTime(m.createdAt)}] ${m.senderRole}：${readLine('zh-CN', m, m.body)}`).join('\n')
        : '（无聊天记录）',
    )
    doc.end()
  })
  return { pdf, name: `evidence-${claim.claimNo}${forAuthorities ? '-authorities' : ''}.pdf` }
}
