import { View, Text } from '@tarojs/components'
import { Button, Input, TextArea } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { CONTACT_MAX, CREDENTIAL_MAX, CREDENTIAL_NOTES_MAX, RECYCLE_IMAGES_MAX, RECYCLE_IMAGES_MIN, SELL_DESCRIPTION_MAX, SELL_TITLE_MAX } from '../../../../contract/rules'
import type { AttrValue, GameSummary } from '../../../../contract/types'
import { listAttrTemplates } from '../../../api/game'
import AttrForm from '../../../components/AttrForm'
import { submitRecycle } from '../../../api/recycle'
import FormRow from '../../../components/FormRow'
import GameGrid from '../../../components/GameGrid'
import FormSubmit from '../../../components/FormSubmit'
import ImageUploader from '../../../components/ImageUploader'
import LoginPrompt from '../../../components/LoginPrompt'
import PageState from '../../../components/PageState'
import RegionPicker, { emptyRegion, type RegionValue } from '../../../components/RegionPicker'
import { t } from '../../../locales'
import { useStores } from '../../../stores'
import { useFreshProfile, useLoad, usePageTitle, useQuery, useRequireLogin } from '../../../utils/hooks'
import { navigateTo, redirectTo } from '../../../utils/nav'
import { errorText, showMessageOnNextPage } from '../../../utils/toast'
import { checkRecycleForm } from './check'
import { problemOf, useFormMessage } from '../../../utils/useFormMessage'
import './index.scss'
import '../../../locales/recycle'


/** The appraisal form of account recycling: /index/jingjiahuishou?gameId= (the game is chosen here when absent). */
function RecycleFormPage() {
  usePageTitle('jingjiahuishou')
  const loggedIn = useRequireLogin('jingjiahuishou')
  const { session, catalog } = useStores()
  const query = useQuery()
  const { error: profileError, reload: reloadProfile } = useFreshProfile(loggedIn)
  const [gameId, setGameId] = useState<number | null>(/^\d+$/.test(query.gameId ?? '') ? Number(query.gameId) : null)
  const [region, setRegion] = useState<RegionValue>(emptyRegion())
  const [title, setTitle] = useState('')
  const [description, setDescription] = useState('')
  const [images, setImages] = useState<string[]>([])
  const [price, setPrice] = useState('')
  const [account, setAccount] = useState('')
  const [password, setPassword] = useState('')
  const [notes, setNotes] = useState('')
  const [contact, setContact] = useState('')
  const [attrs, setAttrs] = useState<Record<string, AttrValue | undefined>>({})
  // the game's attributes, optional here: given, they make the valuation reference beside the quotes
  const templates = useLoad(() => (gameId ? listAttrTemplates(gameId).catch(() => []) : Promise.resolve([])), [gameId])
  const { message, setMessage, showProblem } = useFormMessage(() =>
    problemOf(checkRecycleForm({ gameId, region, title, description, images, price, account, password, notes, contact, attrs })),
  )
  const [submitting, setSubmitting] = useState(false)

  useEffect(() => {
    if (catalog.gameTypeList.length === 0 && !catalog.loading) void catalog.loadGames()
  }, [])

  if (!loggedIn) return <LoginPrompt from='jingjiahuishou' />

  const p = session.profile
  if (!p) return <PageState loading={!profileError} error={profileError} onRetry={() => void reloadProfile()} />

  const blocked = !p.realName.verified ? 'realname' : p.realName.adult === false ? 'minor' : null
  if (blocked) {
    return (
      <View className='page page--plain recycle-form-page'>
        <View className={'card recycle-blocked recycle-blocked--' + blocked}>
          <Text className='recycle-blocked__text'>{t(blocked === 'realname' ? 'recycle.blocked.realname' : 'recycle.blocked.minor')}</Text>
          {blocked === 'realname' ? (
            <Button type='primary' className='recycle-blocked__go' onClick={() => void navigateTo('Realname')}>
              {t('recycle.toRealname')}
            </Button>
          ) : null}
        </View>
      </View>
    )
  }

  const pickGame = (g: GameSummary) => {
    setGameId(g.id)
    setRegion(emptyRegion())
    setAttrs({})
  }

  if (!gameId) {
    return (
      <View className='page page--plain recycle-form-page'>
        <View className='recycle-games'>
          <Text className='section-title'>{t('recycle.form.pickGame')}</Text>
          <GameGrid cards onPick={pickGame} />
        </View>
      </View>
    )
  }

  const gameName = catalog.gameTypeList.flatMap((x) => x.games).find((g) => g.id === gameId)?.name ?? ''

  const submit = async () => {
    if (submitting) return
    const checked = checkRecycleForm({ gameId, region, title, description, images, price, account, password, notes, contact, attrs })
    if ('problem' in checked) return showProblem(checked.problem)
    setMessage('')
    setSubmitting(true)
    try {
      const created = await submitRecycle(checked.input)
      showMessageOnNextPage(t('recycle.form.submitted'), redirectTo('commit', { id: created.id }))
    } catch (e) {
      setMessage(errorText(e))
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <View className='page page--plain recycle-form-page'>
      <View className='form recycle-form'>
        <FormRow
          label={t('recycle.form.game')}
          extra={
            <Text className='link recycle-change-game' onClick={() => setGameId(null)}>
              {t('recycle.form.changeGame')}
            </Text>
          }
        >
          <Text className='recycle-form__game'>{gameName}</Text>
        </FormRow>
        <View className='form-block'>
          <Text className='form-row__label'>{t('recycle.form.region')}</Text>
          <RegionPicker gameId={gameId} value={region} onChange={setRegion} toLeaf={false} />
        </View>
        {templates.data && templates.data.length > 0 ? (
          <View className='form-block recycle-attrs'>
            <Text className='form-row__label'>{t('recycle.form.attrs')}</Text>
            <Text className='muted recycle-attrs__tip'>{t('recycle.form.attrsTip')}</Text>
            <AttrForm templates={templates.data.map((tpl) => ({ ...tpl, required: false }))} values={attrs} onChange={(k, v) => setAttrs((a) => ({ ...a, [k]: v }))} showErrors={false} />
          </View>
        ) : null}
      </View>

      <View className='form recycle-form'>
        <FormRow label={t('recycle.form.title')}>
          <Input className='f-title' value={title} onChange={setTitle} placeholder={t('recycle.form.titlePh')} maxLength={SELL_TITLE_MAX} />
        </FormRow>
        <View className='form-block'>
          <Text className='form-row__label'>{t('recycle.form.description')}</Text>
          <TextArea
            className='f-description'
            value={description}
            onChange={setDescription}
            placeholder={t('recycle.form.descriptionPh')}
            maxLength={SELL_DESCRIPTION_MAX}
            showCount
            autoSize
          />
        </View>
        <View className='form-block'>
          <Text className='form-row__label'>{t('recycle.form.images')}</Text>
          <ImageUploader value={images} onChange={setImages} min={RECYCLE_IMAGES_MIN} max={RECYCLE_IMAGES_MAX} />
        </View>
        <FormRow label={t('recycle.form.price')}>
          <Input className='f-price' type='digit' value={price} onChange={setPrice} placeholder={t('recycle.form.pricePh')} maxLength={12} />
        </FormRow>
        <Text className='link recycle-form__valuation' onClick={() => void navigateTo('valuation', { gameId })}>
          {t('recycle.form.valuation')}
        </Text>
      </View>

      <View className='form recycle-form'>
        <Text className='recycle-form__section'>{t('recycle.form.credentials')}</Text>
        <Text className='recycle-form__secure'>{t('recycle.form.credentialsTip')}</Text>
        <FormRow label={t('recycle.form.account')}>
          <Input className='f-account' value={account} onChange={setAccount} placeholder={t('recycle.form.accountPh')} maxLength={CREDENTIAL_MAX} />
        </FormRow>
        <FormRow label={t('recycle.form.password')}>
          <Input className='f-password' type='password' value={password} onChange={setPassword} placeholder={t('recycle.form.passwordPh')} maxLength={CREDENTIAL_MAX} />
        </FormRow>
        <View className='form-block'>
          <Text className='form-row__label'>{t('recycle.form.notes')}</Text>
          <TextArea className='f-notes' value={notes} onChange={setNotes} placeholder={t('recycle.form.notesPh')} maxLength={CREDENTIAL_NOTES_MAX} autoSize />
        </View>
        <FormRow label={t('recycle.form.contact')}>
          <Input className='f-contact' value={contact} onChange={setContact} placeholder={t('recycle.form.contactPh')} maxLength={CONTACT_MAX} />
        </FormRow>
        <FormSubmit message={message} label={t('recycle.form.submit')} loading={submitting} onSubmit={() => void submit()} />
      </View>
    </View>
  )
}

export default observer(RecycleFormPage)
