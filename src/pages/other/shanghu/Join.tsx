import { View, Text } from '@tarojs/components'
import { Button, Input, TextArea } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { CONTACT_MAX, MERCHANT_INTRO_MAX, SHOP_NAME_MAX, SHOP_NAME_MIN } from '../../../../contract/rules'
import type { MerchantApplication, UserProfile } from '../../../../contract/types'
import { applyMerchant, getMerchantApplication } from '../../../api/recycle'
import FormRow from '../../../components/FormRow'
import FormSubmit from '../../../components/FormSubmit'
import PageState from '../../../components/PageState'
import { t, type MessageKey } from '../../../locales'
import { formatDate } from '../../../utils/date'
import { useLoad } from '../../../utils/hooks'
import { navigateTo } from '../../../utils/nav'
import { errorText, showMessage } from '../../../utils/toast'
import { checkApplication } from './check'
import { problemOf, useFormMessage } from '../../../utils/useFormMessage'
import '../../../locales/recycle'

const REQUIREMENTS = ['realname', 'shop', 'contact'] as const

function ApplicationForm({ previous, onApplied }: { previous: MerchantApplication | null; onApplied: (a: MerchantApplication) => void }) {
  // a re-application starts from what was sent last time
  const [shopName, setShopName] = useState(previous?.shopName ?? '')
  const [contact, setContact] = useState(previous?.contact ?? '')
  const [intro, setIntro] = useState(previous?.intro ?? '')
  const { message, setMessage, showProblem } = useFormMessage(() => problemOf(checkApplication({ shopName, contact, intro })))
  const [submitting, setSubmitting] = useState(false)

  const submit = async () => {
    if (submitting) return
    const checked = checkApplication({ shopName, contact, intro })
    if ('problem' in checked) return showProblem(checked.problem)
    setMessage('')
    setSubmitting(true)
    try {
      const application = await applyMerchant(checked.input)
      showMessage(t('recycle.merchant.applied'))
      onApplied(application)
    } catch (e) {
      setMessage(errorText(e))
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <View className='form merchant-apply'>
      <Text className='merchant-apply__title'>{t('recycle.merchant.applyTitle')}</Text>
      <FormRow label={t('recycle.merchant.shopName')}>
        <Input className='f-shop-name' value={shopName} onChange={setShopName} placeholder={t('recycle.merchant.shopNamePh')} maxLength={SHOP_NAME_MAX} />
      </FormRow>
      <FormRow label={t('recycle.merchant.contact')}>
        <Input className='f-contact' value={contact} onChange={setContact} placeholder={t('recycle.merchant.contactPh')} maxLength={CONTACT_MAX} />
      </FormRow>
      <View className='form-block'>
        <Text className='form-row__label'>{t('recycle.merchant.intro')}</Text>
        <TextArea
          className='f-intro'
          value={intro}
          onChange={setIntro}
          placeholder={t('recycle.merchant.introPh')}
          maxLength={MERCHANT_INTRO_MAX}
          showCount
          autoSize
        />
      </View>
      <FormSubmit message={message} label={t('recycle.merchant.apply')} loading={submitting} onSubmit={() => void submit()} />
    </View>
  )
}

function ApplicationState({ application: a, onReapply, onRefresh }: { application: MerchantApplication; onReapply: () => void; onRefresh: () => void }) {
  return (
    <View className={'card merchant-application merchant-application--' + a.status}>
      <Text className='merchant-application__status'>{t(('recycle.merchant.state.' + a.status) as MessageKey)}</Text>
      <Text className='merchant-application__line'>{t('recycle.merchant.appliedShop', { name: a.shopName })}</Text>
      <Text className='merchant-application__line muted'>{t('recycle.merchant.appliedAt', { time: formatDate(a.createdAt, true) })}</Text>
      {a.status === 'pending' ? <Text className='merchant-application__note'>{t('recycle.merchant.pendingNote')}</Text> : null}
      {a.status === 'rejected' ? (
        <>
          {a.reason ? <Text className='merchant-application__reason'>{t('recycle.merchant.reason', { reason: a.reason })}</Text> : null}
          <Button type='primary' className='merchant-reapply' onClick={onReapply}>
            {t('recycle.merchant.reapply')}
          </Button>
        </>
      ) : null}
      {a.status === 'approved' ? (
        // the session's profile may predate the approval
        <Button type='primary' className='merchant-refresh' onClick={onRefresh}>
          {t('recycle.merchant.enter')}
        </Button>
      ) : null}
    </View>
  )
}

/** The merchant centre for a user who is not a merchant: what merchants do, the requirements, and applying. */
function MerchantJoin({ profile, onRefreshProfile }: { profile: UserProfile; onRefreshProfile: () => void }) {
  const loaded = useLoad(getMerchantApplication, [])
  const [application, setApplication] = useState<MerchantApplication | null>(null)
  const [reapplying, setReapplying] = useState(false)
  useEffect(() => setApplication(loaded.data), [loaded.data])

  const verified = profile.realName.verified && profile.realName.adult !== false
  const known = loaded.data !== null || (!loaded.loading && !loaded.error)

  return (
    <View className='merchant-join'>
      <View className='card merchant-intro'>
        <Text className='merchant-intro__title'>{t('recycle.merchant.joinTitle')}</Text>
        <Text className='merchant-intro__text'>{t('recycle.merchant.joinIntro')}</Text>
        <Text className='merchant-intro__subtitle'>{t('recycle.merchant.reqTitle')}</Text>
        {REQUIREMENTS.map((k) => (
          <Text key={k} className={'merchant-intro__req merchant-req--' + k}>
            {'· ' + t(('recycle.merchant.req.' + k) as MessageKey, { min: SHOP_NAME_MIN, max: SHOP_NAME_MAX })}
          </Text>
        ))}
      </View>

      {!verified ? (
        <View className='card merchant-blocked'>
          <Text className='merchant-blocked__text'>
            {t(profile.realName.verified ? 'recycle.blocked.minor' : 'recycle.merchant.needRealname')}
          </Text>
          {!profile.realName.verified ? (
            <Button type='primary' className='merchant-blocked__go' onClick={() => void navigateTo('Realname')}>
              {t('recycle.toRealname')}
            </Button>
          ) : null}
        </View>
      ) : !known ? (
        <PageState loading={loaded.loading} error={loaded.error} onRetry={() => void loaded.reload()} />
      ) : application && !(application.status === 'rejected' && reapplying) ? (
        <ApplicationState application={application} onReapply={() => setReapplying(true)} onRefresh={onRefreshProfile} />
      ) : (
        <ApplicationForm
          previous={application}
          onApplied={(a) => {
            setReapplying(false)
            setApplication(a)
          }}
        />
      )}
    </View>
  )
}

export default observer(MerchantJoin)
