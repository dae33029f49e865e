import { checkClaim, emptyTopup, topupPaidAt, type ClaimForm } from '../../src/pages/other/baopei/check'

const base: ClaimForm = { reason: 'retrieved', description: '账号在成交后被原号主找回了', images: ['/api/uploads/a.jpg'], contact: '13800000001', topups: [] }
const NOW = Date.parse('2026-11-28T08:00:00+08:00')

describe('a 充值包赔 claim: its top-ups as typed', () => {
  it('a date is the end of that China day, or now for today; not a date or a later day is none', () => {
    expect(topupPaidAt('2026-11-20', NOW)).toBe(new Date(Date.parse('2026-11-20T23:59:59+08:00')).toISOString())
    expect(topupPaidAt('2026-11-28', NOW)).toBe(new Date(NOW).toISOString())
    for (const bad of ['2026-11-29', '2026-02-30', '20261120', '2026/11/20', '']) expect(topupPaidAt(bad, NOW)).toBeNull()
  })

  it('sends none when none were added, and each one in fen with its receipt', () => {
    expect('input' in checkClaim(7, base) && checkClaim(7, base)).toMatchObject({ input: { orderId: 7 } })
    const none = checkClaim(7, base)
    expect('input' in none && 'topups' in none.input).toBe(false)
    const one = checkClaim(7, { ...base, topups: [{ amount: '648', date: '2026-11-20', receipt: ['/api/uploads/r.jpg'] }] })
    expect('input' in one && one.input.topups).toEqual([{ amount: 64800, paidAt: expect.any(String), receipt: '/api/uploads/r.jpg' }])
  })

  it('names the first bad entry: amount, date, receipt', () => {
    const first = (d: Partial<ReturnType<typeof emptyTopup>>) =>
      checkClaim(7, { ...base, topups: [{ amount: '10', date: '2026-11-20', receipt: ['/r.jpg'] }, { ...emptyTopup(), ...d }] })
    expect(first({ amount: '0', date: '2026-11-20', receipt: ['/r.jpg'] })).toEqual({ problem: { key: 'service.claim.err.topupAmount', vars: { n: 2, max: 1_000_000 } } })
    expect(first({ amount: '1.234', date: '2026-11-20', receipt: ['/r.jpg'] })).toMatchObject({ problem: { key: 'service.claim.err.topupAmount' } })
    expect(first({ amount: '5', date: '11-20', receipt: ['/r.jpg'] })).toEqual({ problem: { key: 'service.claim.err.topupDate', vars: { n: 2 } } })
    expect(first({ amount: '5', date: '2026-11-20', receipt: [] })).toEqual({ problem: { key: 'service.claim.err.topupReceipt', vars: { n: 2 } } })
  })
})
