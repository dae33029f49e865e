import type protectionZhCN from './protection.zh-CN'

/** English copy of 找回 protection; the same keys as protection.zh-CN.ts. */
const protectionEnUS: Record<keyof typeof protectionZhCN, string> = {
  'protect.deposit.held': 'Deposit frozen',
  'protect.deposit.amount': 'Deposit required',
  'protect.deposit.needed': 'Listings priced above {threshold} need the deposit before they go on sale{merchants}.',
  'protect.deposit.merchants': '; merchants need it for every listing',
  'protect.deposit.merchantNote': 'You are a merchant: pay the deposit before listing.',
  'protect.deposit.use':
    'The deposit stays frozen in your wallet: it cannot be spent or withdrawn. If an account you sold is retrieved, the platform pays the buyer first, then takes it back from your wallet balance, then from the deposit; what is still missing becomes a debt your next proceeds pay first.',
  'protect.deposit.release': 'It is released {days} days after your last sale when no order, claim or debt of yours is open.',
  'protect.deposit.releaseAt': 'Released around',
  'protect.deposit.available': 'Available in the wallet',
  'protect.deposit.pay': 'Pay the deposit {amount}',
  'protect.deposit.paidFull': 'The deposit is paid in full',
  'protect.deposit.enter': 'Freeze {amount} of your wallet as the deposit',
  'protect.deposit.paid': 'Deposit paid',
  'protect.deposit.noPassword': 'Set a payment password first',
  'protect.debt.title': 'Debt from retrieval claims',
  'protect.debt.total': '{amount} to repay: your next proceeds pay it first',
  'protect.debt.row': '{claimNo} (order {orderNo}) owes {left}',
  'protect.claim.due': 'Paid by the platform by',
  'protect.claim.dueTip': 'Retrieval claim with complete evidence: the platform reviews and pays it by then',
  'protect.contract.title': 'Trade contract',
  'protect.contract.tip': "Generated from the listing, with the compensation terms and the seller's liability for retrieval; accepted by the buyer before paying and by the seller before the handover.",
  'protect.contract.download': 'Download the trade contract (PDF)',
  'protect.contract.failed': 'The contract could not be downloaded: try again later',
  'protect.stats.claims': 'Claims in the last {days} days',
  'protect.stats.paid': 'Paid',
  'protect.stats.amount': 'Amount paid',
  'protect.stats.median': 'Median time to payment',
  'protect.stats.hours': '{hours} h',
  'protect.stats.promise': 'Once a retrieval claim has its evidence, the platform reviews and pays it within {hours} hours, then recovers it from the seller. Figures counted live.',
  'protect.stats.link': 'Compensation in figures ›',
}
export default protectionEnUS
