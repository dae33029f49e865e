/**
 * The contract as a PDF (pdfkit), in the CJK font of PDF_FONT_PATH (a .ttc: its face PDF_FONT_NAME), with the
 * text's SHA-256 and each acceptance's time under it.
 */
import PDFDocument from 'pdfkit'
import type { TradeContract } from '../../../contract/protection'
import { chinaTime } from '../../../contract/clock'
import type { Config } from '../../config'

export function contractPdf(config: Pick<Config, 'pdf'>, c: TradeContract): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `交易合同 ${c.orderNo}` } })
    const chunks: Buffer[] = []
    doc.on('data', (b: Buffer) => chunks.push(b))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    doc.font(config.pdf.fontPath, config.pdf.fontName)
    const [title, ...body] = c.text.split('\n')
    doc.fontSize(18).text(title, { align: 'center' }).moveDown()
    doc.fontSize(11).text(body.join('\n'), { lineGap: 4 })
    doc.moveDown()
    doc.fontSize(9).fillColor('#555')
    doc.text(`SHA-256：${c.sha256}`)
    doc.text(`买家确认：${c.buyerAcceptedAt ? chinaTime(c.buyerAcceptedAt) : '未确认'}`)
    doc.text(`卖家确认：${c.sellerAcceptedAt ? chinaTime(c.sellerAcceptedAt) : '未确认'}`)
    doc.end()
  })
}
