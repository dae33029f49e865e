import { Text, View } from '@tarojs/components'
import type { AttrTemplate } from '../../../../contract/types'
import type { AttrValues, Valuation } from '../../../../contract/valuation'
import { t, type MessageKey } from '../../../locales'
import { formatFen } from '../../../utils/format'
import './ValuationView.scss'
import '../../../locales/valuation'

/** an attribute value as the template shows it (option labels in the current language, the unit) */
function attrText(tpl: AttrTemplate, v: AttrValues[string]): string {
  const label = (o: string) => tpl.optionLabels?.[o] ?? o
  if (Array.isArray(v)) return v.map(label).join('、') || '-'
  if (typeof v === 'number') return `${v}${tpl.unit ?? ''}`
  return label(v)
}

/** A valuation: estimate, range, confidence and the anonymised comparables behind it, or the "too few" answer. */
export default function ValuationView({ valuation, templates }: { valuation: Valuation; templates: AttrTemplate[] }) {
  if (valuation.status === 'too_few') {
    return (
      <View className='card valuation-result valuation-result--too-few'>
        <Text className='valuation-too-few'>{t('valuation.tooFew', { found: valuation.found, needed: valuation.needed })}</Text>
      </View>
    )
  }
  const v = valuation
  return (
    <View className='card valuation-result'>
      <View className='valuation-main'>
        <Text className='valuation-main__label'>{t('valuation.estimate')}</Text>
        <Text className='valuation-estimate'>{formatFen(v.estimate)}</Text>
      </View>
      <View className='valuation-row'>
        <Text>{t('valuation.range')}</Text>
        <Text className='valuation-range'>
          {formatFen(v.low)} - {formatFen(v.high)}
        </Text>
      </View>
      <View className='valuation-row'>
        <Text>{t('valuation.confidence')}</Text>
        <Text className={'valuation-confidence valuation-confidence--' + v.level}>
          {t(('valuation.level.' + v.level) as MessageKey)} ({Math.round(v.confidence * 100)}%)
        </Text>
      </View>
      <Text className='muted valuation-basis'>{t('valuation.basis', { n: v.comparables.length, deals: v.deals })}</Text>
      <Text className='card-title valuation-comparables__title'>{t('valuation.comparables')}</Text>
      <Text className='muted valuation-comparables__tip'>{t('valuation.comparablesTip')}</Text>
      {v.comparables.map((c, i) => (
        <View key={i} className='valuation-comparable'>
          <View className='valuation-comparable__head'>
            <Text className='valuation-comparable__price'>{formatFen(c.price)}</Text>
            <Text className='muted'>{c.date}</Text>
          </View>
          <Text className='muted valuation-comparable__attrs'>
            {templates
              .filter((tpl) => c.attrs[tpl.key] !== undefined)
              .map((tpl) => `${tpl.label} ${attrText(tpl, c.attrs[tpl.key])}`)
              .join(' · ')}
          </Text>
        </View>
      ))}
      <Text className='muted valuation-method'>{t('valuation.method')}</Text>
    </View>
  )
}
