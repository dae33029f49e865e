import { View, Text } from '@tarojs/components'
import { Button, Radio, RadioGroup } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import type { AccountRealName } from '../../../../contract/types'
import FormSubmit from '../../../components/FormSubmit'
import LoginPrompt from '../../../components/LoginPrompt'
import RegionPicker, { regionComplete } from '../../../components/RegionPicker'
import { t } from '../../../locales'
import { useStores } from '../../../stores'
import { sellDraftStore } from '../../../stores/sellDraft'
import { useFreshProfile, usePageTitle, useQuery, useRequireLogin } from '../../../utils/hooks'
import { navigateTo, redirectTo } from '../../../utils/nav'
import { accountRealNameText } from '../../../components/GoodsCard'
import { ACCOUNT_REAL_NAMES } from '../../../utils/sellDraft'
import RealNameNotice, { sellBlock } from './RealNameNotice'
import './index.scss'
import '../../../locales/selling'

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
  const next = () => {
    if (!regionComplete(draft.region, true)) return setMessage(t('selling.basic.errRegion'))
    if (!draft.accountRealName) return setMessage(t('selling.basic.errAccountRealName'))
    if (block) return setMessage(t(block === 'realname' ? 'selling.blocked.realname' : 'selling.blocked.minor'))
    setMessage('')
    void navigateTo('fillInformation', { gameId })
  }

  return (
    <View className='page page--plain basic-page'>
      <RealNameNotice block={block} />
      <View className='form basic-form'>
        <View className='form-row'>
          <Text className='form-row__label'>{t('selling.basic.game')}</Text>
          <Text className='basic-game'>{gameName}</Text>
        </View>
        <View className='basic-section basic-region'>
          <Text className='basic-section__title'>{t('selling.basic.region')}</Text>
          <Text className='muted basic-section__tip'>{t('selling.basic.regionTip')}</Text>
          <RegionPicker gameId={gameId} value={draft.region} onChange={(v) => draft.setRegion(v)} toLeaf />
        </View>
        <View className='basic-section basic-arn'>
          <Text className='basic-section__title'>{t('goods.accountRealName')}</Text>
          <Text className='muted basic-section__tip'>{t('selling.basic.accountRealNameTip')}</Text>
          <RadioGroup
            className='arn-options'
            direction='horizontal'
            value={draft.accountRealName ?? ''}
            onChange={(v) => draft.setAccountRealName(v as AccountRealName)}
          >
            {ACCOUNT_REAL_NAMES.map((v) => (
              <Radio key={v} className={'arn-' + v} value={v}>
                {accountRealNameText(v)}
              </Radio>
            ))}
          </RadioGroup>
        </View>
        <FormSubmit message={message} label={t('selling.basic.next')} loading={false} onSubmit={next} />
      </View>
    </View>
  )
}

export default observer(BasicInformationPage)
