import { resetPageHooks } from './pageHooks'
import TestUtils from '@tarojs/test-utils-react'
import Taro from '@tarojs/taro'
import type { ComponentType } from 'react'
import type { PayoutAccount, PayoutOptions, Withdrawal } from '../../contract/types'
import PayoutAccountsPage from '../../src/pages/other/payoutAccounts'
import WalletPage from '../../src/pages/other/wallet'
import WithdrawPage from '../../src/pages/other/withdraw'
import WithdrawalsPage from '../../src/pages/other/withdrawals'
import * as nav from '../../src/utils/nav'
import { localeStore } from '../../src/stores/locale'
import { sessionStore } from '../../src/stores/session'
import { click, demoProfile, logIn, mockApi, sleep, text, typeInto, typePayPassword, waitFor, type ApiMock, type Handler } from './helpers'

const PASSWORD = '258013'
const verified = { ...demoProfile, realName: { verified: true, name: '张*', idNumber: '1101**********1234', adult: true, verifiedAt: '2026-01-01T00:00:00.000Z' } }

const options = (over: Partial<PayoutOptions> = {}): PayoutOptions => ({
  kinds: ['alipay', 'wechat', 'bank'],
  minAmount: 1000,
  feePercent: 0.6,
  feeMin: 100,
  dailyLimit: 5_000_000,
  usedToday: 0,
  settlementDays: 3,
  withdrawable: 50_000,
  verified: true,
  payPasswordSet: true,
  ...over,
})

const alipay: PayoutAccount = { id: 7, kind: 'alipay', accountMask: '139****5678', holderName: '张*', bankName: null, createdAt: '2026-11-20T00:00:00.000Z' }
const card: PayoutAccount = { id: 8, kind: 'bank', accountMask: '**** 3446', holderName: '张*', bankName: '工商银行', createdAt: '2026-11-21T00:00:00.000Z' }

const withdrawal = (over: Partial<Withdrawal> = {}): Withdrawal => ({
  id: 1,
  withdrawalNo: 'W20261124100000123456',
  amount: 20_000,
  fee: 120,
  net: 19_880,
  status: 'pending',
  rejectReason: null,
  account: alipay,
  createdAt: '2026-11-24T02:00:00.000Z',
  paidAt: null,
  ...over,
})

let api: ApiMock
let mounted: TestUtils | null = null
let redirect: jest.SpyInstance
let navigate: jest.SpyInstance
let toast: jest.SpyInstance

function serve(handlers: Record<string, Handler> = {}, o = options(), accounts: PayoutAccount[] = [alipay, card]) {
  api = mockApi({
    'GET /system/user/profile': () => ({ code: 200, data: verified }),
    'GET /need/payout/options': () => ({ code: 200, data: o }),
    'GET /need/payout/accounts': () => ({ code: 200, data: accounts }),
    ...handlers,
  })
}

async function mount(Page: ComponentType, params: Record<string, string> = {}) {
  jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params, path: '/index/other/x' } } as never)
  const u = (mounted = new TestUtils())
  await u.mount(Page)
  return u
}

/** Taro's input element draws its <input> a moment after the page renders */
const inputReady = (selector: string) => waitFor(() => expect(document.querySelector(selector + ' input')).not.toBeNull())

const posts = (path: string) => api.calls.filter((c) => c.method === 'POST' && c.path === path)
const formError = () => document.querySelector('.form-error')?.textContent

beforeEach(() => {
  localeStore.setLocale('zh-CN')
  logIn(verified)
  redirect = jest.spyOn(nav, 'redirectTo').mockResolvedValue(undefined as never)
  navigate = jest.spyOn(nav, 'navigateTo').mockResolvedValue(undefined as never)
  toast = jest.spyOn(Taro, 'showToast').mockResolvedValue(undefined as never)
})

afterEach(() => {
  mounted?.unmout()
  mounted = null
  resetPageHooks()
  jest.restoreAllMocks()
  sessionStore.clear()
  document.body.innerHTML = ''
})

describe('提现', () => {
  test('shows fee and what arrives as the amount is typed; refuses what the rules refuse without asking the server', async () => {
    serve()
    const u = await mount(WithdrawPage)
    await waitFor(() => expect(text()).toContain('139****5678'))
    expect(text()).toContain('可提现余额 ¥500.00')
    expect(text()).toContain('单笔最低 ¥10.00，手续费 0.6%（最低 ¥1.00），每日限额 ¥50000.00，今日还可提现 ¥50000.00')
    await typeInto(u, '.withdraw-amount', '200')
    await waitFor(() => expect(document.querySelector('.withdraw-fee')?.textContent).toBe('手续费 ¥1.20'))
    expect(document.querySelector('.withdraw-net')?.textContent).toBe('实际到账 ¥198.80')
    await typeInto(u, '.withdraw-amount', '9.99')
    await click(u, '.submit-btn')
    expect(formError()).toBe('单笔提现金额不能低于 ¥10.00')
    await typeInto(u, '.withdraw-amount', '500.01')
    await waitFor(() => expect(formError()).toBe('超出可提现余额 ¥500.00'))
    await typeInto(u, '.withdraw-amount', '1.234')
    await waitFor(() => expect(formError()).toBe('请输入正确的金额（最多两位小数）'))
    await click(u, '.withdraw-all')
    await waitFor(() => expect((document.querySelector('.withdraw-amount input') as HTMLInputElement).value).toBe('500.00'))
    expect(formError()).toBeUndefined()
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([])
  })

  test('the chosen account, the amount in fen and the payment password go to the server; then 提现记录 with a toast', async () => {
    serve({
      'POST /need/payout/withdrawals': (opts) => {
        const body = opts.data as { payPassword: string }
        if (body.payPassword !== PASSWORD) return { code: 400, msg: '支付密码错误，还可尝试4次' }
        return { code: 200, data: withdrawal({ account: card }) }
      },
    })
    const u = await mount(WithdrawPage)
    await waitFor(() => expect(text()).toContain('**** 3446'))
    await inputReady('.withdraw-amount')
    await click(u, '.withdraw-account:nth-child(2)')
    expect(document.querySelector('.withdraw-account--on')?.textContent).toContain('**** 3446')
    await typeInto(u, '.withdraw-amount', '200')
    await click(u, '.submit-btn')
    await waitFor(() => expect(text()).toContain('提现 ¥200.00，到账 ¥198.80'))
    await typePayPassword(u, '000000')
    await waitFor(() => expect(text()).toContain('支付密码错误，还可尝试4次'))
    await typePayPassword(u, PASSWORD)
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('withdrawals'))
    expect(posts('/need/payout/withdrawals').map((c) => c.data)).toEqual([
      { amount: 20_000, accountId: 8, payPassword: '000000' },
      { amount: 20_000, accountId: 8, payPassword: PASSWORD },
    ])
  })

  test('a refusal other than the password closes the sheet and shows on the form', async () => {
    serve({ 'POST /need/payout/withdrawals': () => ({ code: 409, msg: '超出每日提现限额50000.00元，今日还可提现0.00元' }) })
    const u = await mount(WithdrawPage)
    await waitFor(() => expect(text()).toContain('139****5678'))
    await inputReady('.withdraw-amount')
    await typeInto(u, '.withdraw-amount', '100')
    await click(u, '.submit-btn')
    await typePayPassword(u, PASSWORD)
    await waitFor(() => expect(formError()).toBe('超出每日提现限额50000.00元，今日还可提现0.00元'))
    expect(redirect).not.toHaveBeenCalled()
  })

  test('without a payment password it says so and offers to set one; unverified and account-less users are sent on', async () => {
    serve({}, options({ payPasswordSet: false }))
    const u = await mount(WithdrawPage)
    await waitFor(() => expect(text()).toContain('139****5678'))
    await inputReady('.withdraw-amount')
    await typeInto(u, '.withdraw-amount', '100')
    await click(u, '.submit-btn')
    await waitFor(() => expect(formError()).toBe('提现需要验证支付密码，请先设置6位数字支付密码'))
    await click(u, '.withdraw-set-password')
    expect(navigate).toHaveBeenCalledWith('payPassword', { from: 'withdraw' })
    mounted?.unmout()
    document.body.innerHTML = ''

    serve({}, options(), [])
    const v = await mount(WithdrawPage)
    await waitFor(() => expect(text()).toContain('还没有提现账户，请先绑定本人实名的支付宝、微信或银行卡'))
    await click(v, '.withdraw-bind')
    expect(navigate).toHaveBeenCalledWith('payoutAccounts', { from: 'withdraw' })
    mounted?.unmout()
    document.body.innerHTML = ''

    serve({}, options({ verified: false }), [])
    const w = await mount(WithdrawPage)
    await waitFor(() => expect(text()).toContain('提现账户须为本人实名账户，请先完成实名认证'))
    await click(w, '.gate-verify')
    expect(navigate).toHaveBeenCalledWith('Realname')
  })
})

describe('提现账户', () => {
  test('binding checks the number for its kind, sends the PayoutAccountInput and shows the server’s refusal', async () => {
    let bound: PayoutAccount[] = [alipay]
    serve({
      'GET /need/payout/accounts': () => ({ code: 200, data: bound }),
      'POST /need/payout/accounts': (opts) => {
        const body = opts.data as { holderName: string }
        if (body.holderName !== '张三') return { code: 400, msg: '收款人姓名与实名认证的姓名不一致，只能提现到本人账户' }
        bound = [card, alipay]
        return { code: 200, data: card }
      },
    })
    const u = await mount(PayoutAccountsPage)
    await waitFor(() => expect(text()).toContain('139****5678'))
    expect(text()).toContain('只能绑定本人实名（张*）的账户')
    await click(u, '.payout-kind-2')
    await inputReady('.f-bank')
    await inputReady('.f-account')
    await typeInto(u, '.f-account', '6222 0202 0011 2233 445')
    await click(u, '.submit-btn')
    expect(formError()).toBe('银行卡号不正确，请核对')
    await typeInto(u, '.f-account', '6222 0202 0011 2233 446')
    await waitFor(() => expect(formError()).toBe('请填写收款人姓名'))
    await typeInto(u, '.f-holder', '李四')
    await waitFor(() => expect(formError()).toBe('请填写开户银行（2-30个字）'))
    await typeInto(u, '.f-bank', '工商银行')
    await click(u, '.submit-btn')
    await waitFor(() => expect(formError()).toBe('收款人姓名与实名认证的姓名不一致，只能提现到本人账户'))
    await typeInto(u, '.f-holder', ' 张三 ')
    await click(u, '.submit-btn')
    await waitFor(() => expect(text()).toContain('**** 3446'))
    expect(posts('/need/payout/accounts').map((c) => c.data)).toEqual([
      { kind: 'bank', account: '6222020200112233446', holderName: '李四', bankName: '工商银行' },
      { kind: 'bank', account: '6222020200112233446', holderName: '张三', bankName: '工商银行' },
    ])
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '提现账户已绑定' }))
  })

  test('解绑 asks first and removes the account', async () => {
    let bound: PayoutAccount[] = [alipay]
    serve({
      'GET /need/payout/accounts': () => ({ code: 200, data: bound }),
      'POST /need/payout/accounts/7/remove': () => {
        bound = []
        return { code: 200, data: null }
      },
    })
    const modal = jest.spyOn(Taro, 'showModal').mockResolvedValueOnce({ confirm: false, cancel: true } as never).mockResolvedValueOnce({ confirm: true, cancel: false } as never)
    const u = await mount(PayoutAccountsPage)
    await waitFor(() => expect(text()).toContain('139****5678'))
    await click(u, '.payout-account__remove')
    await sleep(10)
    expect(posts('/need/payout/accounts/7/remove')).toHaveLength(0)
    await click(u, '.payout-account__remove')
    await waitFor(() => expect(text()).toContain('还没有提现账户'))
    expect(modal).toHaveBeenCalledWith(expect.objectContaining({ content: '确定解绑 支付宝 139****5678 吗？' }))
    expect(posts('/need/payout/accounts/7/remove')).toHaveLength(1)
  })
})

describe('提现记录 and the wallet', () => {
  test('each withdrawal shows its amount, account, fee, status and a rejection’s reason', async () => {
    serve({
      'GET /need/payout/withdrawals': () => ({
        code: 200,
        data: {
          rows: [
            withdrawal({ id: 3, status: 'rejected', rejectReason: '收款账户信息有误' }),
            withdrawal({ id: 2, status: 'paid', paidAt: '2026-11-24T03:00:00.000Z' }),
            withdrawal({ id: 1 }),
          ],
          total: 3,
        },
      }),
    })
    await mount(WithdrawalsPage)
    await waitFor(() => expect(document.querySelectorAll('.withdrawal')).toHaveLength(3))
    const rows = [...document.querySelectorAll('.withdrawal')].map((r) => r.textContent)
    expect(rows[0]).toContain('未通过')
    expect(rows[0]).toContain('原因：收款账户信息有误 ¥200.00 已退回余额')
    expect(rows[1]).toContain('已到账')
    expect(rows[1]).toContain('到账时间 2026-11-24 11:00')
    expect(rows[2]).toContain('审核中')
    expect(rows[2]).toContain('支付宝 139****5678 · 手续费 ¥1.20 · 到账 ¥198.80')
  })

  test('the wallet shows withdrawable, settling and withdrawn, and leads to 提现, 提现记录 and the accounts', async () => {
    serve({
      'GET /need/wallet': () => ({
        code: 200,
        data: { balance: 80_000, held: 0, available: 80_000, settling: 30_000, withdrawable: 50_000, withdrawing: 20_000, withdrawn: 10_000, payPasswordSet: true, payPasswordLockedUntil: null, items: [] },
      }),
      'GET /need/wallet/ledger': () => ({
        code: 200,
        data: { rows: [{ id: 1, kind: 'withdrawal', amount: -20_000, balanceAfter: 80_000, orderNo: null, note: '提现申请 W1', createdAt: '2026-11-24T02:00:00.000Z' }], total: 1 },
      }),
    })
    const u = await mount(WalletPage)
    await waitFor(() => expect(document.querySelector('.wallet-withdrawable')?.textContent).toBe('¥500.00可提现'))
    expect(document.querySelector('.wallet-settling')?.textContent).toBe('¥300.00结算中')
    expect(document.querySelector('.wallet-withdrawn')?.textContent).toBe('¥100.00已提现')
    expect(document.querySelector('.wallet-withdrawing')?.textContent).toBe('提现中 ¥200.00')
    await waitFor(() => expect(text()).toContain('提现申请 W1'))
    expect(document.querySelector('.ledger-row__kind')?.textContent).toBe('提现')
    await click(u, '.wallet-withdraw')
    await click(u, '.wallet-records')
    await click(u, '.wallet-accounts')
    expect(navigate.mock.calls).toEqual([['withdraw'], ['withdrawals'], ['payoutAccounts']])
  })
})
