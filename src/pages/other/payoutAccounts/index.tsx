import { View, Text } from '@tarojs/components'
import { Input } from '@nutui/nutui-react-taro'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { payoutAccountProblem, type PayoutAccount, type PayoutAccountKind, type PayoutOptions } from '../../../../contract/payout'
import { bindPayoutAccount, getPayoutOptions, listPayoutAccounts, removePayoutAccount } from '../../../api/payout'
import FormRow from '../../../components/FormRow'
import FormSubmit from '../../../components/FormSubmit'
import LoginPrompt from '../../../components/LoginPrompt'
import OptionChips from '../../../components/OptionChips'
import PageState from '../../../components/PageState'
import { t, type MessageKey } from '../../../locales'
import '../../../locales/payout'
import { useStores } from '../../../stores'
import { confirm } from '../../../utils/dialog'
import { useFreshProfile, useLoad, usePageTitle, useQuery, useRequireLogin } from '../../../utils/hooks'
import { errorText, showMessageOnNextPage } from '../../../utils/toast'
import VerifyGate from './VerifyGate'
import './index.scss'

interface Loaded {
  options: PayoutOptions
  accounts: PayoutAccount[]
}

const kindText = (k: PayoutAccountKind) => t(('payout.kind.' + k) as MessageKey)

/** The first problem of the form, or null: the server checks the same and the real name besides. */
function formProblem(kind: PayoutAccountKind, account: string, holder: string, bankName: string): { field: string; text: string } | null {
  const a = account.replace(/\s+/g, '')
  if (!a) return { field: 'account', text: t('payout.needAccount', { label: t(('payout.account.' + kind) as MessageKey) }) }
  if (payoutAccountProblem(kind, a)) return { field: 'account', text: t(('payout.badAccount.' + kind) as MessageKey) }
  if (!holder.trim()) return { field: 'holder', text: t('payout.needHolder') }
  const bank = [...bankName.trim()].length
  if (kind === 'bank' && (bank < 2 || bank > 30)) return { field: 'bank', text: t('payout.needBank') }
  return null
}

/**
 * 提现账户: /index/other/payoutAccounts(?from=withdraw). My accounts (masked) with 解绑, and the form binding a new
 * one: Alipay, WeChat or a bank card, in my own verified real name only (the server compares it with the name of my
 * real-name verification). Opened from 提现, binding goes back there.
 */
function PayoutAccountsPage() {
  usePageTitle('payoutAccounts')
  const loggedIn = useRequireLogin('payoutAccounts')
  const { session } = useStores()
  useFreshProfile(loggedIn)
  const query = useQuery()
  const loaded = useLoad<Loaded | null>(
    async () => (loggedIn ? { options: await getPayoutOptions(), accounts: await listPayoutAccounts() } : null),
    [loggedIn],
  )
  const [kind, setKind] = useState<PayoutAccountKind | null>(null)
  const [account, setAccount] = useState('')
  const [holder, setHolder] = useState('')
  const [bankName, setBankName] = useState('')
  const [tried, setTried] = useState(false)
  const [message, setMessage] = useState('')
  const [saving, setSaving] = useState(false)

  if (!loggedIn) return <LoginPrompt from='payoutAccounts' />
  const data = loaded.data
  if (!data) {
    return (
      <View className='page page--plain'>
        <PageState loading={loaded.loading} error={loaded.error} onRetry={loaded.retryable ? () => void loaded.reload() : undefined} />
      </View>
    )
  }
  const { options, accounts } = data
  if (!options.verified) return <VerifyGate pageClass='payout-accounts-page' />

  const chosen = kind ?? options.kinds[0] ?? 'alipay'
  const problem = tried ? formProblem(chosen, account, holder, bankName) : null
  const shown = problem ? problem.text : message
  const bad = (field: string) => (problem?.field === field ? ' payout-field--error' : '')
  const maskedName = session.profile?.realName?.name ?? ''

  const bind = async () => {
    if (saving) return
    setTried(true)
    if (formProblem(chosen, account, holder, bankName)) return
    setMessage('')
    setSaving(true)
    try {
      await bindPayoutAccount({
        kind: chosen,
        account: account.replace(/\s+/g, ''),
        holderName: holder.trim(),
        ...(chosen === 'bank' ? { bankName: bankName.trim() } : {}),
      })
      if (query.from === 'withdraw' && (Taro.getCurrentPages?.() ?? []).length > 1) {
        return showMessageOnNextPage(t('payout.bound'), Taro.navigateBack())
      }
      void Taro.showToast({ title: t('payout.bound'), icon: 'none' })
      setAccount('')
      setBankName('')
      setTried(false)
      await loaded.reload()
    } catch (e) {
      setMessage(errorText(e))
    } finally {
      setSaving(false)
    }
  }

  const remove = async (a: PayoutAccount) => {
    // the app's dialog: Taro's own buttons say 取消/确定 in every language
    if (!(await confirm(t('payout.removeConfirm', { account: kindText(a.kind) + ' ' + a.accountMask })))) return
    try {
      await removePayoutAccount(a.id)
      void Taro.showToast({ title: t('payout.removed'), icon: 'none' })
      await loaded.reload()
    } catch (e) {
      void Taro.showToast({ title: errorText(e), icon: 'none' })
    }
  }

  return (
    <View className='page page--plain payout-accounts-page'>
      <View className='card card--list payout-list'>
        {accounts.length === 0 ? <Text className='payout-list__empty'>{t('payout.noAccounts')}</Text> : null}
        {accounts.map((a) => (
          <View key={a.id} className='payout-account'>
            <View className='payout-account__main'>
              <Text className='payout-account__kind'>{kindText(a.kind)}</Text>
              <Text className='payout-account__no'>{a.accountMask + (a.bankName ? ' · ' + a.bankName : '')}</Text>
              <Text className='payout-account__holder'>{a.holderName}</Text>
            </View>
            <Text className='payout-account__remove' onClick={() => void remove(a)}>
              {t('payout.remove')}
            </Text>
          </View>
        ))}
      </View>

      <View className='section-title'>{t('payout.addAccount')}</View>
      <View className='form card payout-form'>
        <FormRow label={t('payout.kindLabel')}>
          <OptionChips options={options.kinds} value={chosen} onPick={(k) => setKind(k)} label={kindText} chipClass='payout-kind' />
        </FormRow>
        <View className={'payout-field f-account' + bad('account')}>
          <FormRow label={t(('payout.account.' + chosen) as MessageKey)}>
            <Input value={account} onChange={setAccount} placeholder={t(('payout.accountPh.' + chosen) as MessageKey)} maxLength={64} />
          </FormRow>
        </View>
        <View className={'payout-field f-holder' + bad('holder')}>
          <FormRow label={t('payout.holder')}>
            <Input value={holder} onChange={setHolder} placeholder={t('payout.holderPh')} maxLength={32} />
          </FormRow>
        </View>
        {chosen === 'bank' ? (
          <View className={'payout-field f-bank' + bad('bank')}>
            <FormRow label={t('payout.bankName')}>
              <Input value={bankName} onChange={setBankName} placeholder={t('payout.bankNamePh')} maxLength={30} />
            </FormRow>
          </View>
        ) : null}
        <FormSubmit message={shown} label={t('payout.bind')} loading={saving} onSubmit={() => void bind()} />
      </View>
      {maskedName ? <Text className='tip'>{t('payout.ownOnly', { name: maskedName })}</Text> : null}
    </View>
  )
}

export default observer(PayoutAccountsPage)
