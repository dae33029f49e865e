import { View, Text } from '@tarojs/components'
import { Button, Input, InputNumber, Popup, Switch } from '@nutui/nutui-react-taro'
import { useEffect, useState } from 'react'
import { PRICE_MAX_FEN, PRICE_MIN_FEN, priceOk, RENT_MAX_HOURS } from '../../../../contract/rules'
import type { MyGoods, RentSettingsInput } from '../../../../contract/types'
import { getMyRentTerms, saveRentTerms } from '../../../api/rent'
import PageState from '../../../components/PageState'
import { t } from '../../../locales'
import { errorText, showMessage } from '../../../utils/toast'
import './RentPopup.scss'
import '../../../locales/rent'
import { yuanToFen } from '../../../utils/format'

interface Form {
  enabled: boolean
  hour: string
  day: string
  minHours: number
}

const yuanText = (fen: number | null) => (fen === null ? '' : (fen / 100).toFixed(2).replace(/\.00$/, ''))

/** The form, checked as the server checks it; a message for the first broken rule, or the input to send. */
function toInput(id: number, f: Form): RentSettingsInput | string {
  if (!f.enabled) return { id, enabled: false }
  const prices: (number | null)[] = []
  for (const text of [f.hour, f.day]) {
    if (text.trim() === '') {
      prices.push(null)
      continue
    }
    const fen = yuanToFen(text)
    if (fen === null || !priceOk(fen)) return t('rent.my.errPrice', { min: PRICE_MIN_FEN / 100, max: PRICE_MAX_FEN / 100 })
    prices.push(fen)
  }
  const [hourPrice, dayPrice] = prices
  if (hourPrice === null && dayPrice === null) return t('rent.my.errNoPrice')
  if (!Number.isInteger(f.minHours) || f.minHours < 1 || f.minHours > RENT_MAX_HOURS) return t('rent.my.errMinHours', { max: RENT_MAX_HOURS })
  return { id, enabled: true, hourPrice, dayPrice, minHours: f.minHours }
}

/**
 * The rent settings of one of my listings on sale (a bottom sheet of MyProducts): renting on or off, the hourly
 * and daily rent, the shortest rental. Loads the current terms (kept by the server while renting is off).
 */
export default function RentPopup({ goods, onClose }: { goods: MyGoods | null; onClose: () => void }) {
  const [form, setForm] = useState<Form | null>(null)
  const [loadError, setLoadError] = useState('')
  const [error, setError] = useState('')
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    setForm(null)
    setLoadError('')
    setError('')
    if (!goods) return
    let live = true
    getMyRentTerms(goods.id)
      .then((r) => live && setForm({ enabled: r.enabled, hour: yuanText(r.hourPrice), day: yuanText(r.dayPrice), minHours: r.minHours }))
      .catch((e) => live && setLoadError(errorText(e)))
    return () => {
      live = false
    }
  }, [goods])

  const set = (patch: Partial<Form>) => setForm((f) => (f ? { ...f, ...patch } : f))

  const save = async () => {
    if (!goods || !form || saving) return
    const input = toInput(goods.id, form)
    if (typeof input === 'string') return setError(input)
    setError('')
    setSaving(true)
    try {
      await saveRentTerms(input)
      showMessage(t(input.enabled ? 'rent.my.saved' : 'rent.my.off'))
      onClose()
    } catch (e) {
      // shown in the sheet, which stays open with what was typed
      setError(errorText(e))
    } finally {
      setSaving(false)
    }
  }

  return (
    <Popup visible={!!goods} position='bottom' round closeable onClose={onClose}>
      <View className='rent-popup'>
        <Text className='rent-popup__title'>{t('rent.my.title')}</Text>
        {goods ? <Text className='muted rent-popup__goods'>{goods.title}</Text> : null}
        <PageState loading={!!goods && !form && !loadError} error={loadError} />
        {form ? (
          <>
            <View className='rent-popup__row'>
              <Text className='rent-popup__label'>{t('rent.my.enabled')}</Text>
              <Switch className='rent-enabled' checked={form.enabled} onChange={(v) => set({ enabled: v })} />
            </View>
            {form.enabled ? (
              <>
                <View className='rent-popup__row'>
                  <Text className='rent-popup__label'>{t('rent.my.hourPrice')}</Text>
                  <Input
                    className='rent-hour-price'
                    type='digit'
                    value={form.hour}
                    onChange={(v) => set({ hour: v })}
                    placeholder={t('rent.my.pricePh')}
                  />
                </View>
                <View className='rent-popup__row'>
                  <Text className='rent-popup__label'>{t('rent.my.dayPrice')}</Text>
                  <Input className='rent-day-price' type='digit' value={form.day} onChange={(v) => set({ day: v })} placeholder={t('rent.my.pricePh')} />
                </View>
                <View className='rent-popup__row'>
                  <Text className='rent-popup__label'>{t('rent.my.minHours')}</Text>
                  <InputNumber
                    className='rent-min-hours'
                    value={form.minHours}
                    min={1}
                    max={RENT_MAX_HOURS}
                    onChange={(v) => set({ minHours: Number(v) })}
                  />
                </View>
              </>
            ) : null}
            <Text className='tip rent-popup__tip'>{t('rent.my.tip')}</Text>
            {error ? <Text className='rent-popup-error'>{error}</Text> : null}
            <Button type='primary' block className='rent-popup-submit' loading={saving} onClick={() => void save()}>
              {t('common.save')}
            </Button>
          </>
        ) : null}
      </View>
    </Popup>
  )
}
