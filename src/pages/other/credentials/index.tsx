import { View, Text } from '@tarojs/components'
import { Input, TextArea } from '@nutui/nutui-react-taro'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { CREDENTIAL_MAX, CREDENTIAL_NOTES_MAX } from '../../../../contract/rules'
import type { MyGoods } from '../../../../contract/types'
import { getMyGoods, updateCredentials } from '../../../api/selling'
import { assetUrl } from '../../../api/request'
import FormRow from '../../../components/FormRow'
import FormSubmit from '../../../components/FormSubmit'
import GoodsCard from '../../../components/GoodsCard'
import LoginPrompt from '../../../components/LoginPrompt'
import PageState from '../../../components/PageState'
import { t } from '../../../locales'
import '../../../locales/seller'
import { useLoad, usePageTitle, useQuery, useRequireLogin } from '../../../utils/hooks'
import { announceMyGoods } from '../../../utils/myGoodsUpdates'
import { redirectTo } from '../../../utils/nav'
import { pageBelow } from '../../../utils/pageTrail'
import { credentialProblems } from '../../../utils/sellDraft'
import { errorText, showMessageOnNextPage } from '../../../utils/toast'
import './index.scss'

/** Back to MyProducts: the one under this page when it opened this one, else a fresh one on the listing's tab. */
function leave(fresh: MyGoods, text: string) {
  const tab = fresh.status === 'on_sale' || fresh.status === 'reserved' ? 'on_sale' : fresh.status
  showMessageOnNextPage(text, pageBelow() === 'MyProducts' ? Taro.navigateBack() : redirectTo('MyProducts', { tab }))
}

/**
 * 更新账号信息: /index/other/credentials?id=<listing>. After a rental the renter knew the password, so the listing
 * stays off the shelf (credentialsStale) until the seller enters the changed credentials here; the server then puts
 * a listing approved before back on sale. Also usable before a sale for any of the seller's listings.
 */
function CredentialsPage() {
  usePageTitle('credentials')
  const loggedIn = useRequireLogin('credentials')
  const query = useQuery()
  const id = /^[1-9]\d{0,9}$/.test(query.id ?? '') ? Number(query.id) : 0
  const listing = useLoad(() => (loggedIn && id ? getMyGoods(id) : Promise.resolve(null)), [loggedIn, id])
  const [account, setAccount] = useState('')
  const [password, setPassword] = useState('')
  const [notes, setNotes] = useState('')
  const [tried, setTried] = useState(false)
  const [message, setMessage] = useState('')
  const [saving, setSaving] = useState(false)

  if (!loggedIn) return <LoginPrompt from='credentials' />
  const g = listing.data
  if (!id || !g) {
    return (
      <View className='page page--plain'>
        <PageState
          loading={!!id && listing.loading}
          error={id ? listing.error : t('seller.cred.badId')}
          onRetry={id && listing.retryable ? () => void listing.reload() : undefined}
        />
      </View>
    )
  }

  // once the user tried to save, the first problem shows and clears itself as it is fixed
  const problems = tried ? credentialProblems({ account, password, notes }) : []
  const shown = problems.length > 0 ? problems[0].text : message

  const submit = async () => {
    if (saving) return
    setTried(true)
    if (credentialProblems({ account, password, notes }).length > 0) return
    setMessage('')
    setSaving(true)
    try {
      const fresh = await updateCredentials(g.id, { account: account.trim(), password, notes: notes.trim() || null })
      announceMyGoods(fresh)
      leave(fresh, t(fresh.status === 'on_sale' && g.status !== 'on_sale' ? 'seller.cred.done' : 'seller.cred.saved'))
    } catch (e) {
      // the server's reason (sold meanwhile, held by an order); what was typed stays
      setMessage(errorText(e))
    } finally {
      setSaving(false)
    }
  }

  const bad = (field: string) => (problems.some((p) => p.field === field) ? ' cred-field--error' : '')
  return (
    <View className='page page--plain credentials-page'>
      <GoodsCard goods={{ ...g, cover: assetUrl(g.cover) }} />
      {g.credentialsStale ? <Text className='tip cred-intro'>{t('seller.cred.intro')}</Text> : null}
      <View className='form cred-form'>
        <View className={'cred-field f-account' + bad('account')}>
          <FormRow label={t('seller.cred.account')}>
            <Input value={account} onChange={setAccount} placeholder={t('seller.cred.accountPh')} maxLength={CREDENTIAL_MAX} />
          </FormRow>
        </View>
        <View className={'cred-field f-password' + bad('password')}>
          <FormRow label={t('seller.cred.password')}>
            <Input type='password' value={password} onChange={setPassword} placeholder={t('seller.cred.passwordPh')} maxLength={CREDENTIAL_MAX} />
          </FormRow>
        </View>
        <View className={'form-block cred-field f-notes' + bad('notes')}>
          <Text className='form-row__label'>{t('seller.cred.notes')}</Text>
          <TextArea value={notes} onChange={setNotes} placeholder={t('seller.cred.notesPh')} maxLength={CREDENTIAL_NOTES_MAX} showCount autoSize />
        </View>
        <FormSubmit
          message={shown}
          label={g.credentialsStale ? t('seller.cred.submit') : t('seller.cred.save')}
          loading={saving}
          onSubmit={() => void submit()}
        />
      </View>
      <Text className='tip'>{t('seller.cred.secure')}</Text>
    </View>
  )
}

export default observer(CredentialsPage)
