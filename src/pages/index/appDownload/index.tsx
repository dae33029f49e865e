import { View, Text } from '@tarojs/components'
import PrivacySheet from '../../../components/PrivacySheet'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { NoticeType } from '../../../../contract/types'
import { getNoticeDocument } from '../../../api/notice'
import Article from '../../../components/Article'
import PageState from '../../../components/PageState'
import QrCode from '../../../components/QrCode'
import { t } from '../../../locales'
import { useStores } from '../../../stores'
import { useLoad, usePageTitle } from '../../../utils/hooks'
import { copyText } from '../../../utils/toast'
import { h5HomeUrl } from './h5Url'
import './index.scss'
import '../../../locales/content'

/** How to use the mini program and the H5 site (type '10' document), with the site's QR code and link on H5. */
function AppDownloadPage() {
  usePageTitle('appDownload')
  const { locale } = useStores()
  const doc = useLoad(() => getNoticeDocument(NoticeType.appGuide), [locale.locale])
  const url = h5HomeUrl()

  const copy = () => {
    if (!url) return
    void copyText(url, t('content.app.copied'))
  }

  return (
    <View className='page page--plain app-download-page'>
      <PrivacySheet />
      {url ? (
        <View className='card app-qr'>
          <Text className='app-qr__title'>{t('content.app.qrTitle')}</Text>
          <QrCode text={url} size={320} />
          <Text className='app-qr__label muted'>{t('content.app.link')}</Text>
          <Text className='app-qr__url' userSelect>
            {url}
          </Text>
          <Button type='primary' fill='outline' className='app-copy' onClick={copy}>
            {t('content.app.copy')}
          </Button>
        </View>
      ) : null}
      <PageState loading={doc.loading} error={doc.error} onRetry={doc.retryable ? () => void doc.reload() : undefined} />
      {!doc.loading && !doc.error && doc.data ? <Article notice={doc.data} /> : null}
    </View>
  )
}

export default observer(AppDownloadPage)
