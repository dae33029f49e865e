import { View, Text } from '@tarojs/components'
import { Button, Switch } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import FormSubmit from '../../../components/FormSubmit'
import LoginPrompt from '../../../components/LoginPrompt'
import OptionChips from '../../../components/OptionChips'
import SellSteps from '../../../components/SellSteps'
import RegionPicker, { regionComplete } from '../../../components/RegionPicker'
import { t, type MessageKey } from '../../../locales'
import '../../../locales/catalog'
import { useStores } from '../../../stores'
import { sellDraftStore } from '../../../stores/sellDraft'
import { useFreshProfile, usePageTitle, useQuery, useRequireLogin } from '../../../utils/hooks'
import { navigateTo, redirectTo } from '../../../utils/nav'
import { accountRealNameText } from '../../../components/GoodsCard'
import { ACCOUNT_REAL_NAMES, scrollToField } from '../../../utils/sellDraft'
import { BINDING_KEYS, bindingLabel } from '../../index/goodDetail/Bindings'
import RealNameNotice, { sellBlock } from './RealNameNotice'
import './index.scss'
import '../../../locales/selling'
import '../../../locales/seller'
import OriginSection from './OriginSection'

/**
 * Consignment step 1: /index/BasicInformation?gameId= (else the draft's game). The region down to the server and
 * how the game account is real-name registered; next is fillInformation.
 */
function BasicInformationPage() {
  usePageTitle('BasicInformation')
  const loggedIn = useRequireLogin('BasicInformation')
  const { session, catalog } = useStores()
  const query = useQuery()
  const draft = sellDraftStore
  const gameId = Number(query.gameId) > 0 ? Number(query.gameId) : draft.gameId
  const gameName = (gameId && catalog.gameTypeList.flatMap((g) => g.games).find((g) => g.id === gameId)?.name) || (gameId === draft.gameId ? draft.gameName : '')
  const [message, setMessage] = useState('')
  // after a refused 下一步, the unanswered question is marked (and scrolled to)
  const [tried, setTried] = useState(false)
  useFreshProfile(loggedIn)

  useEffect(() => {
    if (catalog.gameTypeList.length === 0 && !catalog.loading) void catalog.loadGames()
  }, [catalog])

  const userId = session.profile?.id ?? null
  useEffect(() => {
    if (loggedIn && gameId) draft.begin(userId, gameId, gameName)
  }, [loggedIn, userId, gameId, gameName, draft])

  if (!loggedIn) return <LoginPrompt from='BasicInformation' />

  if (!gameId) {
    return (
      <View className='page page--plain basic-page'>
        <View className='card basic-nogame'>
          <Text className='basic-nogame__text'>{t('selling.basic.noGame')}</Text>
          <Button type='primary' size='small' className='basic-nogame__go' onClick={() => void redirectTo('sell')}>
            {t('selling.basic.toSell')}
          </Button>
        </View>
      </View>
    )
  }

  const block = sellBlock(session.profile)
  const regionMissing = !regionComplete(draft.region, true)
  const arnMissing = !draft.accountRealName
  // once refused, the line says what is still missing and clears itself as the answers come
  const missing = !tried ? '' : regionMissing ? t('selling.basic.errRegion') : arnMissing ? t('selling.basic.errAccountRealName') : ''
  const next = () => {
    setTried(true)
    if (regionMissing || arnMissing) return scrollToField(regionMissing ? '.basic-region' : '.basic-arn')
    if (block) return setMessage(t(block === 'realname' ? 'selling.blocked.realname' : 'selling.blocked.minor'))
    setMessage('')
    void navigateTo('fillInformation', { gameId })
  }

  return (
    <View className='page page--plain basic-page'>
      <SellSteps current='basics' />
      <RealNameNotice block={block} />
      <View className='form basic-form'>
        <View className='form-row'>
          <Text className='form-row__label'>{t('selling.basic.game')}</Text>
          <Text className='basic-game'>{gameName}</Text>
        </View>
        <View className={'basic-section basic-region' + (tried && regionMissing ? ' basic-section--error' : '')}>
          <Text className='basic-section__title'>{t('selling.basic.region')}</Text>
          <Text className='muted basic-section__tip'>{t('selling.basic.regionTip')}</Text>
          <RegionPicker gameId={gameId} value={draft.region} onChange={(v) => draft.setRegion(v)} toLeaf />
        </View>
        <View className={'basic-section basic-arn' + (tried && arnMissing ? ' basic-section--error' : '')}>
          <Text className='basic-section__title'>{t('goods.accountRealName')}</Text>
          <Text className='muted basic-section__tip'>{t('selling.basic.accountRealNameTip')}</Text>
          <OptionChips
            className='arn-options'
            options={ACCOUNT_REAL_NAMES}
            value={draft.accountRealName}
            label={accountRealNameText}
            classOf={(v) => 'arn-' + v}
            onPick={(v) => draft.setAccountRealName(v)}
          />
          {draft.accountRealName ? (
            <Text className='muted basic-arn__explain'>{t(('selling.arnExplain.' + draft.accountRealName) as MessageKey)}</Text>
          ) : null}
        </View>
        <View className='basic-section basic-bindings'>
          <Text className='basic-section__title'>{t('seller.bindings.title')}</Text>
          <Text className='muted basic-section__tip'>{t('seller.bindings.formTip')}</Text>
          {BINDING_KEYS.map((k) => (
            <View key={k} className={'basic-binding basic-binding--' + k}>
              <View className='basic-binding__text'>
                <Text className='basic-binding__label'>{bindingLabel(k)}</Text>
                <Text className='muted basic-binding__hint'>{t(('seller.bindings.' + k + 'Hint') as MessageKey)}</Text>
              </View>
              <Switch
                className={'binding-switch binding-switch--' + k}
                ariaLabel={bindingLabel(k)}
                checked={draft.bindings[k]}
                onChange={(on) => draft.setBinding(k, on)}
              />
            </View>
          ))}
        </View>
        <OriginSection draft={draft} />
        <FormSubmit message={missing || message} label={t('selling.basic.next')} loading={false} onSubmit={next} />
      </View>
    </View>
  )
}

export default observer(BasicInformationPage)
