import { View, Text } from '@tarojs/components'
import { Loading } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useRef, useState } from 'react'
import type { GameNode } from '../../contract/types'
import { listNodes } from '../api/game'
import { t, type MessageKey } from '../locales'
import { emptyRegion, LEVEL_FIELD, REGION_LEVELS, regionComplete, regionPath, type RegionValue } from '../utils/region'
import { errorText } from '../utils/toast'
import './RegionPicker.scss'
import '../locales/selling'

export { emptyRegion, regionComplete, regionPath, type RegionValue }

interface Props {
  gameId: number
  value: RegionValue
  onChange: (v: RegionValue) => void
  /** the form needs a path to the bottom of the tree (a listing); otherwise any depth from a system on */
  toLeaf: boolean
}

const ROOT = 'root'

/** The game's tree level by level as chips: each choice shows the next level and clears the deeper ones. */
function RegionPicker({ gameId, value, onChange, toLeaf }: Props) {
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

  return (
    <View className='region-picker'>
      <View className={'region-picker__path' + (complete ? ' region-picker__path--done' : '')}>
        {value.names.length > 0 ? value.names.join(' / ') : t('selling.region.placeholder')}
      </View>
      {parents.map((parent, depth) => {
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
        return (
          <View key={key} className={'region-picker__level region-level--' + level}>
            <Text className='region-picker__title'>{t(('list.level.' + level) as MessageKey)}</Text>
            <View className='region-picker__chips'>
              {nodes.map((n) => (
                <Text
                  key={n.id}
                  className={'region-picker__chip node-' + n.id + (path[depth] === n.id ? ' region-picker__chip--active' : '')}
                  onClick={() => choose(depth, n)}
                >
                  {n.name}
                </Text>
              ))}
            </View>
          </View>
        )
      })}
    </View>
  )
}

export default observer(RegionPicker)
