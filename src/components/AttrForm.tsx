import { View, Text } from '@tarojs/components'
import { Input, Picker } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { ATTR_TEXT_MAX } from '../../contract/rules'
import type { AttrTemplate, AttrValue } from '../../contract/types'
import { t } from '../locales'
import { attrProblemText, rangeText } from '../utils/sellDraft'
import OptionChips from './OptionChips'
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

/** single choice with more options than this is a picker; up to it, chips (V0-V10 is 11) */
export const PICKER_FROM = 12

/** an option as shown in the current language (the value sent stays the canonical one) */
const optionLabel = (tpl: AttrTemplate, o: string) => tpl.optionLabels?.[o] ?? o

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
      return tpl.options.length > PICKER_FROM ? (
        <OptionPicker tpl={tpl} value={typeof value === 'string' ? value : ''} onChange={onChange} />
      ) : (
        <OptionChips
          className={'attr-radios attr-radios--' + tpl.type}
          chipClass='attr-option'
          options={tpl.options}
          label={(o) => optionLabel(tpl, o)}
          value={typeof value === 'string' ? value : null}
          onPick={(o) => onChange(o)}
        />
      )
    case 'checkbox': {
      const chosen = Array.isArray(value) ? value : []
      return (
        <OptionChips
          className='attr-checks'
          chipClass='attr-option'
          multiple
          options={tpl.options}
          label={(o) => optionLabel(tpl, o)}
          value={chosen}
          // keep the template's order whatever order they were ticked in
          onPick={(o) => {
            const next = chosen.includes(o) ? chosen.filter((x) => x !== o) : [...chosen, o]
            onChange(next.length ? tpl.options.filter((x) => next.includes(x)) : undefined)
          }}
        />
      )
    }
  }
}

/**
 * Single choice from more options than fit as chips on a phone (a long list of heroes or servers): one row that
 * opens a picker wheel; the row shows the choice.
 */
function OptionPicker({ tpl, value, onChange }: { tpl: AttrTemplate; value: string; onChange: (v: AttrValue | undefined) => void }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <View className={'attr-picker' + (value ? ' attr-picker--chosen' : '')} onClick={() => setOpen(true)}>
        <Text className='attr-picker__text'>{value ? optionLabel(tpl, value) : t('selling.attr.pick', { label: tpl.label })}</Text>
        <Text className='attr-picker__arrow'>›</Text>
      </View>
      <Picker
        visible={open}
        title={tpl.label}
        options={[tpl.options.map((o) => ({ label: optionLabel(tpl, o), value: o }))]}
        value={value ? [value] : [tpl.options[0]]}
        onConfirm={(_, values) => {
          if (values[0] !== null && values[0] !== undefined) onChange(String(values[0]))
        }}
        onClose={() => setOpen(false)}
      />
    </>
  )
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
              {tpl.type === 'checkbox' ? <Text className='attr-field__hint'>{t('selling.attr.multiple')}</Text> : null}
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
