import { View, Text } from '@tarojs/components'
import { Button, TabPane, Tabs } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { lookupKindOf } from '../../../../contract/rules'
import type { BlacklistKind, BlacklistResult, OfficialCheck, OfficialKind } from '../../../../contract/service'
import { checkBlacklist, checkOfficialAccount } from '../../../api/service'
import { t, type MessageKey } from '../../../locales'
import { formatDate } from '../../../utils/date'
import { usePageTitle, useQuery } from '../../../utils/hooks'
import { navigateTo } from '../../../utils/nav'
import { errorText } from '../../../utils/toast'
import { problemOf, useFormMessage } from '../../../utils/useFormMessage'
import { BLACKLIST_KINDS, checkLookup, OFFICIAL_KINDS } from './check'
import LookupForm from './LookupForm'
import './index.scss'
import '../../../locales/service'

type Tool = 'blacklist' | 'official'

const kindText = (k: BlacklistKind | OfficialKind) => t(('service.kind.' + k) as MessageKey)
// an official phone line is a 电话, not a 手机号
const officialKindText = (k: OfficialKind) => (k === 'phone' ? t('service.kind.officialPhone') : kindText(k))
const placeholder = (k: BlacklistKind | OfficialKind) => t(('service.ph.' + k) as MessageKey)

/**
 * One check's state: the kind and value typed, the form's message, the answer of the last check. The value is looked
 * up as what it plainly is when it cannot be of the kind picked (a QQ number typed under 手机号) and that kind is
 * among `guess`, and the page says so.
 */
function useLookup<K extends BlacklistKind | OfficialKind, R>(first: K, guess: readonly K[], ask: (kind: K, value: string) => Promise<R>) {
  const [kind, setKind] = useState<K>(first)
  const [value, setValue] = useState('')
  const { message, setMessage, showProblem } = useFormMessage(() => problemOf(checkLookup(lookupKindOf(kind, value, guess), value)))
  const [loading, setLoading] = useState(false)
  const [result, setResult] = useState<R | null>(null)
  /** the kind picked when the value was looked up as another */
  const [picked, setPicked] = useState<K | null>(null)
  const onKind = (k: K) => {
    setKind(k)
    setMessage('')
    setResult(null)
    setPicked(null)
  }
  const onSubmit = async () => {
    if (loading) return
    const used = lookupKindOf(kind, value, guess)
    const checked = checkLookup(used, value)
    setPicked(null)
    if ('problem' in checked) {
      setResult(null)
      return showProblem(checked.problem)
    }
    if (used !== kind) {
      setKind(used)
      setPicked(kind)
    }
    setMessage('')
    setLoading(true)
    try {
      setResult(await ask(used, checked.value))
    } catch (e) {
      // 429 (too many checks from this network) and bad input arrive as the server's sentence
      setResult(null)
      setMessage(errorText(e))
    } finally {
      setLoading(false)
    }
  }
  return { form: { kind, onKind, value, onValue: setValue, message, loading, onSubmit: () => void onSubmit() }, result, picked }
}

/** Said above a verdict whose value was looked up as another kind than the one picked. */
function SwitchedNote({ from, to }: { from: string; to: string }) {
  return <Text className='tip lookup-switched'>{t('service.check.switched', { from, to })}</Text>
}

function BlacklistVerdict({ r }: { r: BlacklistResult }) {
  const target = t('service.check.lookedUp', { kind: kindText(r.kind), value: r.value })
  if (!r.listed) {
    return (
      <View className='card verdict verdict--clean'>
        <Text className='verdict__title'>{t('service.verdict.clean')}</Text>
        <Text className='verdict__target'>{target}</Text>
        <Text className='verdict__tip'>{t('service.verdict.cleanTip')}</Text>
      </View>
    )
  }
  return (
    <View className='card verdict verdict--listed'>
      <Text className='verdict__title'>{t('service.verdict.listed', { kind: kindText(r.kind) })}</Text>
      <Text className='verdict__target'>{target}</Text>
      {r.entries.map((e, i) => (
        <View key={i} className='verdict__entry'>
          <Text className='verdict__reason'>{e.reason}</Text>
          {e.gameName ? <Text className='verdict__meta'>{t('service.verdict.game', { name: e.gameName })}</Text> : null}
          <Text className='verdict__meta'>{t('service.verdict.since', { date: formatDate(e.listedAt) })}</Text>
        </View>
      ))}
      <Text className='verdict__tip'>{t('service.verdict.listedTip')}</Text>
    </View>
  )
}

function OfficialVerdict({ r }: { r: OfficialCheck }) {
  const target = t('service.check.lookedUp', { kind: officialKindText(r.kind), value: r.value })
  return (
    <View className={'card verdict ' + (r.official ? 'verdict--clean' : 'verdict--listed')}>
      <Text className='verdict__title'>{r.official ? t('service.official.yes', { name: r.name ?? '' }) : t('service.official.no')}</Text>
      <Text className='verdict__target'>{target}</Text>
      <Text className='verdict__tip'>{r.official ? t('service.official.yesTip') : t('service.official.noTip')}</Text>
      {r.official ? null : (
        <Button size='small' fill='outline' type='primary' className='verdict__kefu' onClick={() => void navigateTo('contactkefu')}>
          {t('service.guide.toKefu')}
        </Button>
      )}
    </View>
  )
}

/** 查黑号: /index/other/heihao[?tab=official]. The blacklist check and the official-account check, as two tabs. */
function HeihaoPage() {
  usePageTitle('heihao')
  const query = useQuery()
  const [tool, setTool] = useState<Tool>(query.tab === 'official' ? 'official' : 'blacklist')
  const black = useLookup<BlacklistKind, BlacklistResult>('phone', BLACKLIST_KINDS, checkBlacklist)
  // an official check is about one named channel (a QQ group is not a QQ): what is picked is what is checked
  const official = useLookup<OfficialKind, OfficialCheck>('qq', [], checkOfficialAccount)

  return (
    <View className='page page--plain heihao-page'>
      <Tabs className='heihao-tabs' value={tool} onChange={(v) => setTool(v as Tool)} activeType='line'>
        <TabPane value='blacklist' title={t('service.check.tabBlacklist')} />
        <TabPane value='official' title={t('service.check.tabOfficial')} />
      </Tabs>
      {tool === 'blacklist' ? (
        <View className='lookup lookup--blacklist'>
          <LookupForm
            intro={t('service.check.intro.blacklist')}
            kinds={BLACKLIST_KINDS}
            kindLabel={kindText}
            placeholder={placeholder}
            {...black.form}
          />
          {black.result && black.picked ? <SwitchedNote from={kindText(black.picked)} to={kindText(black.result.kind)} /> : null}
          {black.result ? <BlacklistVerdict r={black.result} /> : null}
        </View>
      ) : (
        <View className='lookup lookup--official'>
          <LookupForm
            intro={t('service.check.intro.official')}
            kinds={OFFICIAL_KINDS}
            kindLabel={officialKindText}
            placeholder={placeholder}
            {...official.form}
          />
          {official.result ? <OfficialVerdict r={official.result} /> : null}
        </View>
      )}
    </View>
  )
}

export default observer(HeihaoPage)
