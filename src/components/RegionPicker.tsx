import { View, Text } from '@tarojs/components'
import { Button, Loading } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useRef, useState } from 'react'
import type { GameNode } from '../../contract/types'
import { listNodes } from '../api/game'
import { t, type MessageKey } from '../locales'
import '../locales/catalog'
import { emptyRegion, LEVEL_FIELD, REGION_LEVELS, regionComplete, regionPath, type RegionValue } from '../utils/region'
import { errorText, showMessage } from '../utils/toast'
import OptionChips from './OptionChips'
import './RegionPicker.scss'
import '../locales/selling'

export { emptyRegion, regionComplete, regionPath, type RegionValue }

interface Props {
  /** null or 0: no game picked yet (the box says to pick one first) */
  gameId: number | null
  value: RegionValue
  onChange: (v: RegionValue) => void
  /** the form needs a path to the bottom of the tree (a listing); otherwise any depth from a system on */
  toLeaf: boolean
}

const ROOT = 'root'

/**
 * The 请选择区服 box: tapping anywhere on it opens a bottom sheet with the game's tree level by level as chips;
 * each choice shows the next level and clears the deeper ones. Reaching the bottom of the tree closes the sheet;
 * when any depth will do (`toLeaf` false), 确定 closes it too.
 */
function RegionPicker({ gameId, value, onChange, toLeaf }: Props) {
  const [open, setOpen] = useState(false)
  // children per parent ('<gameId>:root' for the systems), loaded as the user goes down; keyed by game too, so a
  // switch of game never shows (or skips loading) the previous game's nodes
  const [children, setChildren] = useState<Record<string, GameNode[]>>({})
  const [failed, setFailed] = useState<Record<string, string>>({})
  const [attempt, setAttempt] = useState(0)
  const keyOf = (parent: string) => gameId + ':' + parent

  const path = regionPath(value)
  // parents whose children are shown: the top, then each chosen node known to have children
  const parents: string[] = [ROOT]
  for (let d = 0; d < path.length; d++) {
    const node = (children[keyOf(parents[d])] ?? []).find((n) => n.id === path[d])
    if (!node || !node.hasChildren) break
    parents.push(String(node.id))
  }
  const parentKeys = parents.join(',')

  // levels on their way: a quick second choice must not ask for the same level twice
  const loading = useRef(new Set<string>())
  useEffect(() => {
    if (!gameId) return
    for (const parent of parents) {
      const key = keyOf(parent)
      if (children[key] || failed[key] || loading.current.has(key)) continue
      loading.current.add(key)
      listNodes(gameId, parent === ROOT ? undefined : Number(parent))
        .then((nodes) => setChildren((c) => ({ ...c, [key]: nodes })))
        .catch((e) => setFailed((f) => ({ ...f, [key]: errorText(e) || t('common.loadFailed') })))
        .finally(() => loading.current.delete(key))
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [gameId, parentKeys, attempt])

  const choose = (depth: number, node: GameNode) => {
    if (path[depth] === node.id) return
    const next: RegionValue = { ...emptyRegion(), names: [...value.names.slice(0, depth), node.name], leaf: !node.hasChildren }
    for (let d = 0; d < depth; d++) next[LEVEL_FIELD[REGION_LEVELS[d]]] = path[d]
    next[LEVEL_FIELD[node.level]] = node.id
    onChange(next)
    if (!node.hasChildren) setOpen(false)
  }

  const openSheet = () => {
    if (!gameId) return showMessage(t('selling.region.needGame'))
    setOpen(true)
  }

  const retry = (key: string) => {
    setFailed((f) => {
      const rest = { ...f }
      delete rest[key]
      return rest
    })
    setAttempt((n) => n + 1)
  }

  const complete = regionComplete(value, toLeaf)

  const levels = parents.map((parent, depth) => {
    const key = keyOf(parent)
    const nodes = children[key]
    if (failed[key]) {
      return (
        <View key={key} className='region-picker__level region-picker__level--error'>
          <Text className='region-picker__error'>{failed[key]}</Text>
          <Text className='link region-picker__retry' onClick={() => retry(key)}>
            {t('common.retry')}
          </Text>
        </View>
      )
    }
    if (!nodes) {
      return (
        <View key={key} className='region-picker__level region-picker__level--loading'>
          <Loading type='spinner' />
        </View>
      )
    }
    if (nodes.length === 0) {
      return depth === 0 ? (
        <View key={key} className='region-picker__level muted'>
          {t('selling.region.none')}
        </View>
      ) : null
    }
    const level = nodes[0].level
    const byId = new Map(nodes.map((n) => [String(n.id), n]))
    return (
      <View key={key} className={'region-picker__level region-level--' + level}>
        <Text className='region-picker__title'>{t(('list.level.' + level) as MessageKey)}</Text>
        <OptionChips
          className='region-picker__chips'
          chipClass='region-picker__chip'
          options={nodes.map((n) => String(n.id))}
          value={path[depth] ? String(path[depth]) : null}
          label={(id) => byId.get(id)!.name}
          classOf={(id) => 'node-' + id}
          onPick={(id) => choose(depth, byId.get(id)!)}
        />
      </View>
    )
  })

  return (
    <View className='region-picker'>
      <View
        className={'region-picker__box' + (complete ? ' region-picker__box--done' : '') + (gameId ? '' : ' region-picker__box--nogame')}
        onClick={openSheet}
      >
        <Text className={'region-picker__path' + (complete ? ' region-picker__path--done' : '')}>
          {value.names.length > 0 ? value.names.join(' / ') : t('selling.region.placeholder')}
        </Text>
        <Text className='region-picker__arrow'>›</Text>
      </View>
      {!gameId ? <Text className='region-picker__hint'>{t('selling.region.needGame')}</Text> : null}
      {/* our own sheet rather than NutUI's Popup: the levels stay mounted while it is closed, so the tree loads
          once and a choice survives closing it */}
      <View className={'region-sheet' + (open ? ' region-sheet--open' : '')}>
        <View className='region-sheet__mask' catchMove onClick={() => setOpen(false)} />
        <View className='region-sheet__panel'>
          <View className='region-sheet__head'>
            <Text className='region-sheet__title'>{t('selling.region.title')}</Text>
            <Text className='region-sheet__close' onClick={() => setOpen(false)}>
              ×
            </Text>
          </View>
          <View className='region-sheet__body'>
            {value.names.length > 0 ? <Text className='region-picker__chosen'>{value.names.join(' / ')}</Text> : null}
            {gameId ? levels : null}
            {!toLeaf && complete ? (
              <Button type='primary' block className='region-picker__done' onClick={() => setOpen(false)}>
                {t('selling.region.done')}
              </Button>
            ) : null}
          </View>
        </View>
      </View>
    </View>
  )
}

export default observer(RegionPicker)
