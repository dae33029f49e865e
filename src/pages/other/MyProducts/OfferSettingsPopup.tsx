import { View, Text } from '@tarojs/components'
import { Button, Input, Popup, Switch } from '@nutui/nutui-react-taro'
import { useEffect, useState } from 'react'
import type { MyGoods } from '../../../../contract/types'
import { getOfferSettings, saveOfferSettings } from '../../../api/offer'
import { t } from '../../../locales'
import '../../../locales/offer'
import { yuanToFen } from '../../../utils/format'
import { errorText, showMessage } from '../../../utils/toast'

interface Props {
  /** the listing whose offer switch is being set; null: closed */
  goods: MyGoods | null
  onClose: () => void
}

/** 议价设置 of one listing: offers on or off and an optional floor buyers never see (lower offers are declined). */
export default function OfferSettingsPopup({ goods, onClose }: Props) {
  const [enabled, setEnabled] = useState(false)
  const [floor, setFloor] = useState('')
  const [error, setError] = useState('')
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    if (!goods) return
    setError('')
    setEnabled(false)
    setFloor('')
    getOfferSettings(goods.id)
      .then((s) => {
        setEnabled(s.enabled)
        setFloor(s.floor === null ? '' : (s.floor / 100).toFixed(2).replace(/\.00$/, ''))
      })
      .catch((e) => setError(errorText(e)))
  }, [goods])

  const submit = async () => {
    if (!goods || saving) return
    const fen = floor.trim() ? yuanToFen(floor) : null
    if (floor.trim() && fen === null) return setError(t('offer.sheet.errAmount'))
    setSaving(true)
    try {
      await saveOfferSettings(goods.id, { enabled, floor: fen })
      showMessage(t('offer.settings.save'))
      onClose()
    } catch (e) {
      setError(errorText(e))
    } finally {
      setSaving(false)
    }
  }

  return (
    <Popup visible={!!goods} position='bottom' round closeable onClose={onClose}>
      <View className='edit-price offer-settings'>
        <Text className='edit-price__title'>{t('offer.settings.title')}</Text>
        <View className='offer-settings__row'>
          <Text>{t('offer.settings.enabled')}</Text>
          <Switch className='offer-settings-switch' checked={enabled} onChange={(v) => setEnabled(v)} />
        </View>
        <Text className='muted offer-settings__label'>{t('offer.settings.floor')}</Text>
        <View className='edit-price__row'>
          <Text className='edit-price__yuan'>¥</Text>
          <Input className='offer-floor-input' type='digit' value={floor} onChange={(v) => setFloor(v)} placeholder={t('offer.settings.floorPh')} />
        </View>
        {error ? <Text className='edit-price-error'>{error}</Text> : null}
        <Button type='primary' block className='offer-settings-submit' loading={saving} onClick={() => void submit()}>
          {t('offer.settings.save')}
        </Button>
      </View>
    </Popup>
  )
}
