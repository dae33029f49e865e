import { View, Text } from '@tarojs/components'
import { Button, Checkbox, InputNumber, Popup } from '@nutui/nutui-react-taro'
import { useEffect, useRef, useState } from 'react'
import { RENT_MAX_DAYS, RENT_MAX_HOURS } from '../../../../contract/rules'
import type { OrderBlock, RentPreview, RentTerms, RentUnit } from '../../../../contract/types'
import { createRentOrder, previewRent } from '../../../api/rent'
import { isApiError } from '../../../api/request'
import TermsPopup from '../../../components/TermsPopup'
import { t, type MessageKey } from '../../../locales'
import '../../../locales/order'
import { formatFen } from '../../../utils/format'
import { navigateTo } from '../../../utils/nav'
import { errorText } from '../../../utils/toast'
import { lengthText, unitsOf, unitText } from '../../../utils/rentTerms'
import { useFormMessage } from '../../../utils/useFormMessage'
import type { Problem } from '../../../utils/validate'
import './RentSheet.scss'
import '../../../locales/rent'

const BLOCK_TEXT: Record<OrderBlock, MessageKey> = {
  realname: 'rent.blocked.realname',
  minor: 'rent.blocked.minor',
  own: 'rent.blocked.own',
  unavailable: 'rent.blocked.unavailable',
}

const limitsOf = (terms: RentTerms, unit: RentUnit) =>
  unit === 'hour' ? { min: terms.minHours, max: RENT_MAX_HOURS } : { min: 1, max: RENT_MAX_DAYS }

interface Props {
  goodsId: number
  terms: RentTerms
  open: boolean
  onClose: () => void
  /** the listing changed under the sheet (rented or delisted meanwhile): reload the page's data */
  onConflict: () => void
}

/** The sheet's first problem: the terms not agreed to, or a length outside the listing's limits. */
function rentProblem(agree: boolean, unit: RentUnit, quantity: number, limits: { min: number; max: number }): Problem | null {
  if (!agree) return { key: 'order.errAgree' }
  if (!Number.isInteger(quantity) || quantity < limits.min || quantity > limits.max) {
    return { key: unit === 'hour' ? 'rent.sheet.errHours' : 'rent.sheet.errDays', vars: limits }
  }
  return null
}

/**
 * The rent sheet of a listing: unit and length, the amounts as the server prices them (GET /need/rent/preview),
 * the trading terms, then the rental order and the pay page.
 */
export default function RentSheet({ goodsId, terms, open, onClose, onConflict }: Props) {
  const units = unitsOf(terms)
  const [unit, setUnit] = useState<RentUnit>(units[0] ?? 'hour')
  const [quantity, setQuantity] = useState(limitsOf(terms, units[0] ?? 'hour').min)
  const [preview, setPreview] = useState<RentPreview | null>(null)
  const [agree, setAgree] = useState(false)
  const [termsOpen, setTermsOpen] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  // only the answer to the latest choice is shown
  const asked = useRef(0)

  const limits = limitsOf(terms, unit)
  const { message, setMessage, showProblem } = useFormMessage(() => rentProblem(agree, unit, quantity, limits))
  const unitPrice = (unit === 'hour' ? terms.hourPrice : terms.dayPrice) ?? 0

  useEffect(() => {
    if (!open) return
    const n = ++asked.current
    setPreview(null)
    previewRent(goodsId, unit, quantity)
      .then((p) => {
        if (n !== asked.current) return
        setPreview(p)
        setMessage('')
      })
      .catch((e) => n === asked.current && setMessage(errorText(e)))
  }, [open, goodsId, unit, quantity])

  const pickUnit = (u: RentUnit) => {
    setUnit(u)
    setQuantity(limitsOf(terms, u).min)
  }

  const blocked = preview?.blocked ?? null

  const submit = async () => {
    if (submitting || blocked) return
    const problem = rentProblem(agree, unit, quantity, limits)
    if (problem) return showProblem(problem)
    setMessage('')
    setSubmitting(true)
    try {
      const order = await createRentOrder({ goodsId, unit, quantity, agree: true })
      onClose()
      void navigateTo('pay', { orderId: order.id })
    } catch (e) {
      setMessage(errorText(e))
      if (isApiError(e) && e.code === 409) onConflict()
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <Popup visible={open} position='bottom' round closeable title={t('rent.sheet.title')} onClose={onClose}>
      <View className='rent-sheet'>
        {blocked ? (
          <View className={'rent-blocked rent-blocked--' + blocked}>
            <Text>{t(BLOCK_TEXT[blocked])}</Text>
            {blocked === 'realname' ? (
              <Button size='small' type='primary' className='rent-blocked__go' onClick={() => void navigateTo('Realname')}>
                {t('order.toRealname')}
              </Button>
            ) : null}
          </View>
        ) : null}

        <Text className='rent-sheet__label'>{t('rent.sheet.unit')}</Text>
        <View className='rent-units'>
          {units.map((u) => (
            <View key={u} className={'rent-unit rent-unit--' + u + (unit === u ? ' rent-unit--on' : '')} onClick={() => pickUnit(u)}>
              <Text className='rent-unit__name'>{unitText(u)}</Text>
              <Text className='rent-unit__price'>
                {t(u === 'hour' ? 'rent.perHour' : 'rent.perDay', { price: formatFen((u === 'hour' ? terms.hourPrice : terms.dayPrice) ?? 0) })}
              </Text>
            </View>
          ))}
        </View>

        <View className='rent-sheet__row'>
          <Text className='rent-sheet__label'>{t('rent.sheet.quantity')}</Text>
          <InputNumber
            className='rent-quantity'
            value={quantity}
            min={limits.min}
            max={limits.max}
            onChange={(v) => setQuantity(Number(v))}
          />
        </View>
        <Text className='muted rent-sheet__range'>
          {t(unit === 'hour' ? 'rent.sheet.rangeHours' : 'rent.sheet.rangeDays', limits)}
        </Text>

        <View className='rent-amounts'>
          <View className='rent-amount rent-amount--price'>
            <Text>{t('rent.sheet.rent', { unit: formatFen(unitPrice), length: lengthText(unit, quantity) })}</Text>
            <Text>{formatFen(unitPrice * quantity)}</Text>
          </View>
          <View className='rent-amount rent-amount--fee'>
            <Text>{t('order.serviceFee')}</Text>
            <Text>{preview ? formatFen(preview.serviceFee) : '—'}</Text>
          </View>
          <View className='rent-amount rent-amount--total'>
            <Text>{t('order.total')}</Text>
            <Text className='rent-total'>{preview ? formatFen(preview.total) : '—'}</Text>
          </View>
        </View>

        <View className='rent-terms'>
          <Checkbox className='rent-terms__check' checked={agree} onChange={(v) => setAgree(v)} label={t('order.agreePrefix')} />
          <Text className='link' onClick={() => setTermsOpen(true)}>
            {t('order.agreeLink')}
          </Text>
        </View>
        <Text className='muted rent-sheet__tip'>{t('rent.sheet.tip', { n: preview?.payMinutes ?? 15 })}</Text>
        {message ? <View className='form-error rent-message'>{message}</View> : null}
        <Button type='primary' block className='rent-submit' disabled={!!blocked} loading={submitting} onClick={() => void submit()}>
          {t('rent.sheet.submit')}
        </Button>
      </View>
      <TermsPopup open={termsOpen} onClose={() => setTermsOpen(false)} />
    </Popup>
  )
}
