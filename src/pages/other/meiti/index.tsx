import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { SocialAccount } from '../../../../contract/service'
import { listSocialAccounts } from '../../../api/service'
import PageState from '../../../components/PageState'
import { t, type MessageKey } from '../../../locales'
import { useLoad, usePageTitle } from '../../../utils/hooks'
import CopyButton from '../../../components/CopyButton'
import QrPopup, { type QrTarget } from '../../../components/QrPopup'
import './index.scss'
import '../../../locales/service'

const platformText = (p: SocialAccount['platform']) => t(('service.platform.' + p) as MessageKey)

/** 12 345 -> '1.2万' (zh) / '12.3k' (en); smaller counts as they are */
function followerCount(n: number): string {
  if (n < 10000) return String(n)
  const trim = (x: number) => x.toFixed(1).replace(/\.0$/, '')
  return t('service.media.countLarge', { wan: trim(n / 10000), k: trim(n / 1000) })
}

function MediaCard({ a, onQr }: { a: SocialAccount; onQr: (q: QrTarget) => void }) {
  return (
    <View className={'card media-card media-' + a.id}>
      <View className='media-card__head'>
        <Text className={'media-card__platform media-card__platform--' + a.platform}>{platformText(a.platform)}</Text>
        {a.followers !== null ? (
          <Text className='media-card__followers'>{t('service.media.followers', { n: followerCount(a.followers) })}</Text>
        ) : null}
      </View>
      <Text className='media-card__name'>{a.name}</Text>
      <View className='media-card__handle-row'>
        <Text className='media-card__handle' userSelect>
          {t('service.media.handle') + ' ' + a.handle}
        </Text>
        <CopyButton value={a.handle} />
        {a.url ? (
          <Button size='small' fill='outline' className='qr-btn' onClick={() => onQr({ title: a.name, text: a.url!, caption: platformText(a.platform) + ' ' + a.handle })}>
            {t('service.qr')}
          </Button>
        ) : null}
      </View>
      {a.description ? <Text className='media-card__desc'>{a.description}</Text> : null}
    </View>
  )
}

/** 官方媒体: the platform's accounts on WeChat, Weibo, Douyin..., each with its handle to copy and a QR code of its link. */
function MeitiPage() {
  usePageTitle('meiti')
  const list = useLoad(listSocialAccounts, [])
  const [qr, setQr] = useState<QrTarget | null>(null)
  const rows = list.data ?? []
  return (
    <View className='page page--plain meiti-page'>
      <Text className='meiti-intro'>{t('service.media.intro')}</Text>
      <PageState
        loading={list.loading && !list.data}
        error={list.data ? '' : list.error}
        empty={!!list.data && rows.length === 0}
        emptyText={t('service.media.empty')}
        onRetry={list.retryable ? () => void list.reload() : undefined}
      />
      {rows.map((a) => (
        <MediaCard key={a.id} a={a} onQr={setQr} />
      ))}
      <QrPopup target={qr} onClose={() => setQr(null)} />
    </View>
  )
}

export default observer(MeitiPage)
