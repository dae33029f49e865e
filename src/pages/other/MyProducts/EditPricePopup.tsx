import { View, Text } from '@tarojs/components'
import { Button, Input, Popup } from '@nutui/nutui-react-taro'
import { useEffect, useState } from 'react'
import { PRICE_MAX_FEN, PRICE_MIN_FEN, priceOk } from '../../../../contract/rules'
import type { MyGoods } from '../../../../contract/types'
import { t } from '../../../locales'
import { formatFen, yuanToFen } from '../../../utils/format'
import '../../../locales/selling'

interface Props {
  /** the listing being repriced; null: closed */
  goods: MyGoods | null
  saving: boolean
  /** server error to show under the input ('' when none) */
  serverError: string
  onSubmit: (fen: number) => void
  onClose: () => void
}

/** A bottom sheet with the new price in yuan, checked (priceOk) before anything is sent. */
export default function EditPricePopup({ goods, saving, serverError, onSubmit, onClose }: Props) {
  const [text, setText] = useState('')
  const [error, setError] = useState('')
  useEffect(() => {
    if (goods) {
      setText((goods.price / 100).toFixed(2).replace(/\.00$/, ''))
      setError('')
    }
  }, [goods])

  const submit = () => {
    const fen = yuanToFen(text)
    if (fen === null) return setError(t('selling.err.priceFormat'))
    if (!priceOk(fen)) return setError(t('selling.err.priceRange', { min: PRICE_MIN_FEN / 100, max: PRICE_MAX_FEN / 100 }))
    setError('')
    onSubmit(fen)
  }

  const shown = error || serverError
  return (
    <Popup visible={!!goods} position='bottom' round closeable onClose={onClose}>
      <View className='edit-price'>
        <Text className='edit-price__title'>{t('selling.my.editPriceTitle')}</Text>
        {goods ? <Text className='muted edit-price__current'>{t('selling.my.currentPrice', { amount: formatFen(goods.price) })}</Text> : null}
        <View className='edit-price__row'>
          <Text className='edit-price__yuan'>¥</Text>
          <Input className='edit-price-input' type='digit' value={text} onChange={(v) => setText(v)} placeholder={t('selling.my.newPricePh')} />
        </View>
        {shown ? <Text className='edit-price-error'>{shown}</Text> : null}
        <Button type='primary' block className='edit-price-submit' loading={saving} onClick={submit}>
          {t('common.confirm')}
        </Button>
      </View>
    </Popup>
  )
}
