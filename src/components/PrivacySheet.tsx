import { View, Text } from '@tarojs/components'
import { Button, Popup } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { t } from '../locales'
import { privacyGuide } from '../stores/privacy'
import { navigateTo } from '../utils/nav'
import './PrivacySheet.scss'
import '../locales/wechat'

let nextId = 0

/**
 * Our answer to WeChat's privacy check (stores/privacy.ts), in the mini program (PrivacySheet.h5.tsx: none on H5): a bottom sheet that says what
 * the user is about to do, links the privacy policy (/yinsi), and asks. 同意并继续 is a button with
 * open-type="agreePrivacyAuthorization", which is how WeChat knows the user agreed; 拒绝 refuses and says why the
 * action cannot go on. Put one next to whatever calls a privacy API; on a page with several, one shows.
 */
function PrivacySheet() {
  const [id] = useState(() => ++nextId)
  // the newest sheet asks: a page opened over another one mounted its sheets later (the page hooks are not used,
  // so that the sheet can sit in any component)
  useEffect(() => {
    privacyGuide.show(id)
    return () => privacyGuide.hide(id)
  }, [id])

  // mounted only while it asks: a closed sheet leaves nothing in the page's tree (the mini program's setData)
  if (privacyGuide.asking === null || privacyGuide.holder !== id) return null
  const buttonId = 'privacy-agree-' + id
  return (
    <Popup visible position='bottom' round closeOnOverlayClick={false} onClose={() => privacyGuide.refuse()}>
      <View className='privacy-sheet'>
        <Text className='privacy-sheet__title'>{t('wechat.privacy.title')}</Text>
        <View className='privacy-sheet__text'>
          <Text>{t('wechat.privacy.before', { use: privacyGuide.useText })}</Text>
          <Text className='privacy-sheet__link' onClick={() => void navigateTo('yinsi')}>
            {t('wechat.privacy.link')}
          </Text>
          <Text>{t('wechat.privacy.after')}</Text>
        </View>
        <View className='privacy-sheet__actions'>
          <Button className='privacy-refuse' onClick={() => privacyGuide.refuse()}>
            {t('wechat.privacy.refuse')}
          </Button>
          <Button
            id={buttonId}
            type='primary'
            className='privacy-agree'
            openType='agreePrivacyAuthorization'
            onAgreePrivacyAuthorization={() => privacyGuide.agree(buttonId)}
          >
            {t('wechat.privacy.agree')}
          </Button>
        </View>
      </View>
    </Popup>
  )
}

export default observer(PrivacySheet)
