import { View, Text } from '@tarojs/components'
import { Checkbox } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { NoticeType } from '../../../contract/types'
import TermsPopup from '../../components/TermsPopup'
import { t } from '../../locales'
import '../../locales/account'
import { navigateTo } from '../../utils/nav'

/**
 * The 用户协议/隐私政策 box of the login and register forms: it must be ticked before either is sent. The user
 * agreement opens in a sheet (the form keeps what was typed), the privacy policy on its page.
 */
function Agreement({ agreed, onChange }: { agreed: boolean; onChange: (agreed: boolean) => void }) {
  const [reading, setReading] = useState(false)
  return (
    <View className='agreement'>
      <Checkbox className='f-agree' checked={agreed} onChange={(v: boolean) => onChange(v)} />
      {/* one run of inline text (not flex items, whose edge spaces collapse): the copy's own spaces stay in English */}
      <View className='agreement__line'>
        <Text className='agreement__text' onClick={() => onChange(!agreed)}>
          {t('login.agreePrefix')}
        </Text>
        <Text className='link link-agreement' onClick={() => setReading(true)}>
          {t('login.agreement')}
        </Text>
        <Text className='agreement__and'>{t('login.and')}</Text>
        <Text className='link link-privacy' onClick={() => void navigateTo('yinsi')}>
          {t('login.privacyLink')}
        </Text>
      </View>
      <TermsPopup type={NoticeType.userAgreement} open={reading} onClose={() => setReading(false)} />
    </View>
  )
}

export default observer(Agreement)
