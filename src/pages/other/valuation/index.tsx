import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { AttrValue } from '../../../../contract/types'
import type { Valuation } from '../../../../contract/valuation'
import { listAttrTemplates } from '../../../api/game'
import { valuate } from '../../../api/valuation'
import AttrForm from '../../../components/AttrForm'
import GameGrid from '../../../components/GameGrid'
import PageState from '../../../components/PageState'
import { t } from '../../../locales'
import { useStores } from '../../../stores'
import { useLoad, usePageTitle, useQuery } from '../../../utils/hooks'
import { attrsForSubmit } from '../../../utils/sellDraft'
import { errorText } from '../../../utils/toast'
import PriceHistoryPanel from './PriceHistoryPanel'
import ValuationView from './ValuationView'
import './index.scss'
import '../../../locales/valuation'

/**
 * 免费估价: /index/other/valuation?gameId= . Anyone picks a game and fills what they know of its attributes;
 * the server values it from the shop's completed deals (range, estimate, confidence, the comparables) or says
 * there are too few. Below, the game's deal prices by week.
 */
function ValuationPage() {
  usePageTitle('valuation')
  const { catalog, locale } = useStores()
  const query = useQuery()
  const [gameId, setGameId] = useState<number | null>(Number(query.gameId) > 0 ? Number(query.gameId) : null)
  const [values, setValues] = useState<Record<string, AttrValue | undefined>>({})
  const [result, setResult] = useState<Valuation | null>(null)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState('')
  useLoad(() => (catalog.gameTypeList.length === 0 && !catalog.loading ? catalog.loadGames() : Promise.resolve()), [catalog, locale.locale])
  const form = useLoad(() => (gameId ? listAttrTemplates(gameId) : Promise.resolve([])), [gameId, locale.locale])
  const templates = form.data ?? []
  const game = catalog.gameTypeList.flatMap((g) => g.games).find((g) => g.id === gameId)

  const pickGame = (id: number) => {
    if (id === gameId) return
    setGameId(id)
    setValues({})
    setResult(null)
    setMessage('')
  }

  const submit = async () => {
    if (!gameId || busy) return
    setBusy(true)
    setMessage('')
    try {
      setResult(await valuate(gameId, attrsForSubmit(templates, values)))
    } catch (e) {
      setMessage(errorText(e))
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='page page--plain valuation-page'>
      <Text className='tip valuation-intro'>{t('valuation.intro')}</Text>
      <View className='card valuation-games'>
        <Text className='card-title'>{t('valuation.pickGame')}</Text>
        <GameGrid activeId={gameId} onPick={(g) => pickGame(g.id)} />
      </View>
      {gameId ? (
        <>
          <View className='form valuation-attrs'>
            <Text className='card-title'>
              {t('valuation.attrs')}
              {game ? ` · ${game.name}` : ''}
            </Text>
            <Text className='muted valuation-attrs__tip'>{t('valuation.attrsTip')}</Text>
            <PageState loading={form.loading} error={form.error} onRetry={form.retryable ? form.reload : undefined} />
            {form.data ? (
              <AttrForm
                templates={templates.filter((tpl) => tpl.type !== 'input')}
                values={values}
                onChange={(k, v) => setValues((old) => ({ ...old, [k]: v }))}
                showErrors={false}
              />
            ) : null}
            <Button type='primary' block className='valuation-submit' loading={busy} onClick={() => void submit()}>
              {t('valuation.submit')}
            </Button>
            {message ? <Text className='field-error valuation-error'>{message}</Text> : null}
          </View>
          {result ? <ValuationView valuation={result} templates={templates} /> : null}
          <PriceHistoryPanel gameId={gameId} mark={gameId === Number(query.gameId) && Number(query.mark) > 0 ? Number(query.mark) : null} />
        </>
      ) : null}
    </View>
  )
}

export default observer(ValuationPage)
