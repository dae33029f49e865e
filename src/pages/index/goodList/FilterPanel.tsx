import { View, Text, Input, ScrollView } from '@tarojs/components'
import { Button, Popup } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import type { AccountRealName, AttrTemplate, CompensationLevel, GameNode } from '../../../../contract/types'
import { listNodes } from '../../../api/game'
import { accountRealNameText, compensationText } from '../../../components/GoodsCard'
import { t, type MessageKey } from '../../../locales'
import '../../../locales/catalog'
import { showError } from '../../../utils/toast'
import { draftToQuery, emptyDraft, type FilterDraft } from './filters'

interface Props {
  visible: boolean
  /** undefined: all games (no tree, no attributes) */
  gameId?: number
  templates: AttrTemplate[]
  value: FilterDraft
  onApply: (draft: FilterDraft) => void
  onClose: () => void
}

const COMPENSATIONS: CompensationLevel[] = ['standard', 'extended']
const ACCOUNT_REAL_NAMES: AccountRealName[] = ['changeable', 'seller', 'none']

function Chip({ active, label, onClick, className }: { active: boolean; label: string; onClick: () => void; className?: string }) {
  return (
    <Text className={'chip' + (active ? ' chip--active' : '') + (className ? ' ' + className : '')} onClick={onClick}>
      {label}
    </Text>
  )
}

/** The list's filter panel: the game's tree level by level, price range, filterable attributes, compensation. */
function FilterPanel({ visible, gameId, templates, value, onApply, onClose }: Props) {
  const [draft, setDraft] = useState<FilterDraft>(value)
  const [error, setError] = useState('')
  // children of a node ('root' for the top level), loaded as the user goes down the tree
  const [children, setChildren] = useState<Record<string, GameNode[]>>({})

  useEffect(() => {
    if (visible) {
      setDraft(value)
      setError('')
    }
  }, [visible, value])

  useEffect(() => {
    setChildren({})
  }, [gameId])

  // parents whose children are shown: the top, then each chosen node that has children
  const parents: (GameNode | null)[] = gameId ? [null, ...draft.path.filter((n) => n.hasChildren)] : []
  const parentKeys = parents.map((p) => (p ? String(p.id) : 'root')).join(',')

  useEffect(() => {
    if (!visible || !gameId) return
    for (const p of parents) {
      const key = p ? String(p.id) : 'root'
      if (children[key]) continue
      listNodes(gameId, p?.id)
        .then((nodes) => setChildren((c) => ({ ...c, [key]: nodes })))
        .catch(showError)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [visible, gameId, parentKeys])

  const choose = (depth: number, node: GameNode) =>
    setDraft((d) => {
      const same = d.path[depth]?.id === node.id
      // tapping the chosen node again clears it (and what is below)
      return { ...d, path: same ? d.path.slice(0, depth) : [...d.path.slice(0, depth), node] }
    })

  const toggleChoice = (tpl: AttrTemplate, option: string) =>
    setDraft((d) => {
      const cur = d.choices[tpl.key] ?? []
      const next = cur.includes(option) ? cur.filter((x) => x !== option) : tpl.type === 'checkbox' ? [...cur, option] : [option]
      return { ...d, choices: { ...d.choices, [tpl.key]: next } }
    })

  const setRange = (key: string, side: 'min' | 'max', v: string) =>
    setDraft((d) => ({ ...d, ranges: { ...d.ranges, [key]: { ...(d.ranges[key] ?? { min: '', max: '' }), [side]: v } } }))

  const apply = () => {
    const r = draftToQuery(draft, templates)
    if ('error' in r) {
      setError(r.error)
      return
    }
    onApply(draft)
  }

  const filterable = templates.filter((x) => x.filterable && x.type !== 'input')

  return (
    <Popup visible={visible} position='right' onClose={onClose} className='filter-popup'>
      <View className='filter-panel'>
        <ScrollView scrollY className='filter-panel__body'>
          {parents.map((p, depth) => {
            const nodes = children[p ? String(p.id) : 'root'] ?? []
            if (nodes.length === 0) return null
            const level = nodes[0].level
            return (
              <View key={p ? p.id : 'root'} className={'filter-section filter-level filter-level--' + level}>
                <Text className='filter-section__title'>{t(('list.level.' + level) as MessageKey)}</Text>
                <View className='chips'>
                  {nodes.map((n) => (
                    <Chip key={n.id} className={'node-' + n.id} active={draft.path[depth]?.id === n.id} label={n.name} onClick={() => choose(depth, n)} />
                  ))}
                </View>
              </View>
            )
          })}

          <View className='filter-section'>
            <Text className='filter-section__title'>{t('list.price')}</Text>
            <View className='filter-range'>
              <Input
                className='filter-range__input f-price-min'
                type='digit'
                placeholder={t('list.min')}
                value={draft.priceMin}
                onInput={(e) => setDraft((d) => ({ ...d, priceMin: e.detail.value }))}
              />
              <Text className='filter-range__dash'>—</Text>
              <Input
                className='filter-range__input f-price-max'
                type='digit'
                placeholder={t('list.max')}
                value={draft.priceMax}
                onInput={(e) => setDraft((d) => ({ ...d, priceMax: e.detail.value }))}
              />
            </View>
          </View>

          {filterable.map((tpl) => (
            <View key={tpl.key} className={'filter-section attr-' + tpl.key}>
              <Text className='filter-section__title'>
                {tpl.label}
                {tpl.unit ? `（${tpl.unit}）` : ''}
              </Text>
              {tpl.type === 'number' ? (
                <View className='filter-range'>
                  <Input
                    className='filter-range__input f-min'
                    type='number'
                    placeholder={t('list.min')}
                    value={draft.ranges[tpl.key]?.min ?? ''}
                    onInput={(e) => setRange(tpl.key, 'min', e.detail.value)}
                  />
                  <Text className='filter-range__dash'>—</Text>
                  <Input
                    className='filter-range__input f-max'
                    type='number'
                    placeholder={t('list.max')}
                    value={draft.ranges[tpl.key]?.max ?? ''}
                    onInput={(e) => setRange(tpl.key, 'max', e.detail.value)}
                  />
                </View>
              ) : (
                <View className='chips'>
                  {tpl.options.map((o) => (
                    <Chip key={o} active={(draft.choices[tpl.key] ?? []).includes(o)} label={tpl.optionLabels?.[o] ?? o} onClick={() => toggleChoice(tpl, o)} />
                  ))}
                </View>
              )}
            </View>
          ))}

          <View className='filter-section filter-account-real-name'>
            <Text className='filter-section__title'>{t('goods.accountRealName')}</Text>
            <View className='chips'>
              <Chip active={!draft.accountRealName} label={t('list.any')} onClick={() => setDraft((d) => ({ ...d, accountRealName: '' }))} />
              {ACCOUNT_REAL_NAMES.map((v) => (
                <Chip key={v} className={'arn-' + v} active={draft.accountRealName === v} label={accountRealNameText(v)} onClick={() => setDraft((d) => ({ ...d, accountRealName: v }))} />
              ))}
            </View>
          </View>
          <View className='filter-section filter-compensation'>
            <Text className='filter-section__title'>{t('list.compensation')}</Text>
            <View className='chips'>
              <Chip active={!draft.compensation} label={t('list.any')} onClick={() => setDraft((d) => ({ ...d, compensation: '' }))} />
              {COMPENSATIONS.map((c) => (
                <Chip key={c} className={'comp-' + c} active={draft.compensation === c} label={compensationText(c)} onClick={() => setDraft((d) => ({ ...d, compensation: c }))} />
              ))}
            </View>
          </View>
          {error ? <View className='form-error filter-error'>{error}</View> : null}
        </ScrollView>
        <View className='filter-panel__actions'>
          <Button className='filter-reset' fill='outline' onClick={() => setDraft(emptyDraft())}>
            {t('list.reset')}
          </Button>
          <Button className='filter-apply' type='primary' onClick={apply}>
            {t('list.apply')}
          </Button>
        </View>
      </View>
    </Popup>
  )
}

export default observer(FilterPanel)
