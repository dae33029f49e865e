import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { ServiceContact } from '../../../../contract/service'
import { listQQGroups, listServiceAccounts, listServiceQQ } from '../../../api/service'
import PageState from '../../../components/PageState'
import { t, type MessageKey } from '../../../locales'
import { useLoad, usePageTitle, type Loaded } from '../../../utils/hooks'
import { navigateTo } from '../../../utils/nav'
import CopyButton from '../../../components/CopyButton'
import QrPopup, { type QrTarget } from '../../../components/QrPopup'
import ServiceExpectation from '../../../components/ServiceExpectation'
import './index.scss'
import '../../../locales/service'

// an official phone line is a 电话, not a 手机号
const kindText = (c: ServiceContact) => t(c.kind === 'phone' ? 'service.kind.officialPhone' : (('service.kind.' + c.kind) as MessageKey))

function ContactRow({ c, onQr }: { c: ServiceContact; onQr: (q: QrTarget) => void }) {
  return (
    <View className={'contact-row contact-' + c.id}>
      <View className='contact-row__main'>
        <Text className='contact-row__name'>{c.name}</Text>
        <Text className='contact-row__value' userSelect>
          {kindText(c) + ' ' + c.value}
        </Text>
        {c.description ? <Text className='contact-row__desc'>{c.description}</Text> : null}
      </View>
      <View className='contact-row__actions'>
        <CopyButton value={c.value} />
        {c.kind === 'phone' ? (
          <Button size='small' fill='outline' className='call-btn' onClick={() => void Taro.makePhoneCall({ phoneNumber: c.value }).catch(() => undefined)}>
            {t('service.call')}
          </Button>
        ) : null}
        {c.qrText ? (
          <Button size='small' fill='outline' className='qr-btn' onClick={() => onQr({ title: c.name, text: c.qrText!, caption: kindText(c) + ' ' + c.value })}>
            {t('service.qr')}
          </Button>
        ) : null}
      </View>
    </View>
  )
}

function ContactSection({ title, name, list, onQr }: { title: string; name: string; list: Loaded<ServiceContact[]>; onQr: (q: QrTarget) => void }) {
  const rows = list.data ?? []
  return (
    <View className={'card contact-section contact-section--' + name}>
      <Text className='card-title'>{title}</Text>
      <PageState
        loading={list.loading && !list.data}
        error={list.data ? '' : list.error}
        empty={!!list.data && rows.length === 0}
        emptyText={t('service.kefu.empty')}
        onRetry={list.retryable ? () => void list.reload() : undefined}
      />
      {rows.map((c) => (
        <ContactRow key={c.id} c={c} onQr={onQr} />
      ))}
    </View>
  )
}

/** 联系客服: the public customer-service QQ numbers, WeChat ids and phone lines, and QQ groups, each to copy or scan. */
function ContactKefuPage() {
  usePageTitle('contactkefu')
  const qq = useLoad(listServiceQQ, [])
  const accounts = useLoad(listServiceAccounts, [])
  const groups = useLoad(listQQGroups, [])
  const [qr, setQr] = useState<QrTarget | null>(null)
  return (
    <View className='page page--plain kefu-page'>
      <View className='kefu-expect'>
        <ServiceExpectation />
      </View>
      <View className='kefu-verify' onClick={() => void navigateTo('heihao', { tab: 'official' })}>
        <Text className='kefu-verify__text'>{t('service.kefu.verify')}</Text>
        <Text className='link kefu-verify__link'>{t('service.kefu.verifyLink')}</Text>
      </View>
      <ContactSection title={t('service.kefu.qq')} name='qq' list={qq} onQr={setQr} />
      <ContactSection title={t('service.kefu.accounts')} name='accounts' list={accounts} onQr={setQr} />
      <ContactSection title={t('service.kefu.groups')} name='groups' list={groups} onQr={setQr} />
      <QrPopup target={qr} onClose={() => setQr(null)} />
    </View>
  )
}

export default observer(ContactKefuPage)
