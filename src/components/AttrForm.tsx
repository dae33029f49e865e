import { View, Text } from '@tarojs/components'
import { Checkbox, CheckboxGroup, Input, Radio, RadioGroup } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { ATTR_TEXT_MAX } from '../../contract/rules'
import type { AttrTemplate, AttrValue } from '../../contract/types'
import { t } from '../locales'
import { attrProblemText, rangeText } from '../utils/sellDraft'
import './AttrForm.scss'
import '../locales/selling'

interface Props {
  templates: AttrTemplate[]
  values: Record<string, AttrValue | undefined>
  /** undefined: the field was emptied */
  onChange: (key: string, value: AttrValue | undefined) => void
  /** show each field's problem (after the user tried to go on) */
  showErrors: boolean
}

/**
 * A number field keeps what was typed: whole numbers become numbers, anything else stays text so the check can
 * say "whole number" instead of silently dropping it.
 */
function numberFromText(text: string): AttrValue | undefined {
  const s = text.trim()
  if (!s) return undefined
  return /^-?\d{1,15}$/.test(s) ? Number(s) : s
}

const asText = (v: AttrValue | undefined) => (v === undefined || v === null ? '' : Array.isArray(v) ? v.join(',') : String(v))

function Field({ tpl, value, onChange }: { tpl: AttrTemplate; value: AttrValue | undefined; onChange: (v: AttrValue | undefined) => void }) {
  switch (tpl.type) {
    case 'number': {
      const range = rangeText(tpl)
      return (
        <View className='attr-field__number'>
          <Input
            className='attr-input'
            type='number'
            value={asText(value)}
            placeholder={range ? t('selling.attr.rangePh', { range }) : t('selling.attr.numberPh')}
            onChange={(v) => onChange(numberFromText(v))}
          />
          {tpl.unit ? <Text className='attr-field__unit'>{tpl.unit}</Text> : null}
        </View>
      )
    }
    case 'input':
      return (
        <Input
          className='attr-input'
          value={asText(value)}
          maxLength={ATTR_TEXT_MAX}
          placeholder={t('selling.attr.inputPh', { label: tpl.label })}
          onChange={(v) => onChange(v === '' ? undefined : v)}
        />
      )
    case 'radio':
    case 'boxradio':
      return (
        <RadioGroup
          className={'attr-radios attr-radios--' + tpl.type}
          direction='horizontal'
          value={typeof value === 'string' ? value : ''}
          onChange={(v) => onChange(String(v))}
        >
          {tpl.options.map((o, i) => (
            <Radio key={o} className={'attr-option attr-option-' + i} value={o} shape={tpl.type === 'boxradio' ? 'button' : 'round'}>
              {o}
            </Radio>
          ))}
        </RadioGroup>
      )
    case 'checkbox':
      return (
        <CheckboxGroup
          className='attr-checks'
          direction='horizontal'
          value={Array.isArray(value) ? value : []}
          // keep the template's order whatever order they were ticked in
          onChange={(v) => onChange(v.length ? tpl.options.filter((o) => v.includes(o)) : undefined)}
        >
          {tpl.options.map((o, i) => (
            <Checkbox key={o} className={'attr-option attr-option-' + i} value={o} label={o} />
          ))}
        </CheckboxGroup>
      )
  }
}

/** The game's attribute form (GET /web/gameTempAttr) with required marks and each field's problem. */
function AttrForm({ templates, values, onChange, showErrors }: Props) {
  return (
    <View className='attr-form'>
      {templates.map((tpl) => {
        const problem = showErrors ? attrProblemText(tpl, values[tpl.key]) : ''
        return (
          <View key={tpl.key} className={'attr-field attr-' + tpl.key + ' attr-type-' + tpl.type + (problem ? ' attr-field--error' : '')}>
            <Text className='attr-field__label'>
              {tpl.required ? <Text className='attr-field__required'>*</Text> : null}
              {tpl.label}
              {tpl.unit && tpl.type === 'number' ? `（${tpl.unit}）` : ''}
            </Text>
            <View className='attr-field__control'>
              <Field tpl={tpl} value={values[tpl.key]} onChange={(v) => onChange(tpl.key, v)} />
            </View>
            {problem ? <Text className='attr-error'>{problem}</Text> : null}
          </View>
        )
      })}
    </View>
  )
}

export default observer(AttrForm)
