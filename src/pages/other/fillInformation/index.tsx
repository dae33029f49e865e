import { View, Text } from '@tarojs/components'
import { Button, Checkbox, Input, Switch, TextArea } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { charCount, IMAGES_MAX, IMAGES_MIN, SELL_DESCRIPTION_MAX, SELL_DESCRIPTION_MIN, SELL_TITLE_MAX, SELL_TITLE_MIN } from '../../../../contract/rules'
import { percentOf, sellerProceeds } from '../../../../contract/pricing'
import type { AttrTemplate, CompensationLevel, ConsignmentInput, ConsignmentRules } from '../../../../contract/types'
import { listAttrTemplates } from '../../../api/game'
import { getConsignmentRules, submitConsignment } from '../../../api/selling'
import AttrForm from '../../../components/AttrForm'
import FormSubmit from '../../../components/FormSubmit'
import ImageUploader from '../../../components/ImageUploader'
import LoginPrompt from '../../../components/LoginPrompt'
import PageState from '../../../components/PageState'
import { regionComplete } from '../../../components/RegionPicker'
import { t } from '../../../locales'
import { useStores } from '../../../stores'
import { sellDraftStore, type SellDraftStore } from '../../../stores/sellDraft'
import { confirm } from '../../../utils/dialog'
import { formatFen, yuanToFen } from '../../../utils/format'
import { useFreshProfile, useLoad, usePageTitle, useQuery, useRequireLogin } from '../../../utils/hooks'
import { redirectTo } from '../../../utils/nav'
import { askSubscribe, prepareSubscribe } from '../../../utils/subscribe'
import { accountRealNameText } from '../../../components/GoodsCard'
import {
  attrsForSubmit,
  consignmentProblems,
  describeAttrs,
  fieldSelector,
  scrollToField,
  type ConsignmentForm,
  type SellProblem,
} from '../../../utils/sellDraft'
import { errorText, showMessage } from '../../../utils/toast'
import RealNameNotice, { sellBlock } from '../BasicInformation/RealNameNotice'
import TermsPopup from '../../../components/TermsPopup'
import SellSteps from '../../../components/SellSteps'
import PriceSuggestion from '../valuation/PriceSuggestion'
import './index.scss'
import '../../../locales/selling'

const LEVELS: Exclude<CompensationLevel, 'none'>[] = ['standard', 'extended']

function toInput(d: SellDraftStore, gameId: number, templates: AttrTemplate[], price: number): ConsignmentInput {
  return {
    gameId,
    systemId: d.region.systemId as number,
    carrierId: d.region.carrierId,
    areaId: d.region.areaId,
    serverId: d.region.serverId,
    accountRealName: d.accountRealName!,
    bindings: { ...d.bindings },
    origin: { ...d.origin },
    attrs: attrsForSubmit(templates, d.attrs),
    title: d.title.trim(),
    description: d.description.trim(),
    price,
    images: [...d.images],
    credentials: {
      account: d.credentials.account.trim(),
      password: d.credentials.password,
      notes: d.credentials.notes.trim() || null,
    },
    compensation: d.compensation,
    contact: d.contact.trim(),
  }
}

function formOf(d: SellDraftStore, agree: boolean): ConsignmentForm {
  return {
    attrs: d.attrs,
    title: d.title,
    description: d.description,
    price: d.price,
    images: d.images,
    credentials: d.credentials,
    contact: d.contact,
    agree,
  }
}

const problemsMessage = (problems: SellProblem[]) =>
  problems.length > 1 ? t('selling.err.fixFields', { n: problems.length, msg: problems[0].text }) : problems[0].text

/** A field's inline problem line (after the user tried to submit). */
function FieldError({ problems, field }: { problems: SellProblem[]; field: string }) {
  const p = problems.find((x) => x.field === field)
  return p ? <Text className={'field-error field-error--' + field}>{p.text}</Text> : null
}

function FeePreview({ rules, price }: { rules: ConsignmentRules; price: number | null }) {
  if (price === null) return <Text className='muted fee-empty'>{t('selling.fill.feeNeedPrice')}</Text>
  const proceeds = sellerProceeds(price, rules.sellerFeePercent)
  return (
    <View className='fee-rows'>
      <View className='fee-row fee-row--price'>
        <Text>{t('selling.fill.feePrice')}</Text>
        <Text>{formatFen(price)}</Text>
      </View>
      <View className='fee-row fee-row--fee'>
        <Text>{t('selling.fill.feePlatform', { percent: rules.sellerFeePercent })}</Text>
        <Text>-{formatFen(price - proceeds)}</Text>
      </View>
      <View className='fee-row fee-row--proceeds'>
        <Text>{t('selling.fill.feeProceeds')}</Text>
        <Text className='fee-proceeds'>{formatFen(proceeds)}</Text>
      </View>
    </View>
  )
}

/**
 * Consignment step 2: /index/fillInformation?gameId= . Attributes, title, price, description, images,
 * credentials, compensation and contact with the fee preview; everything is checked here first, then sent for
 * review. What is typed lives in the sell draft, so leaving and coming back keeps it.
 */
function FillInformationPage() {
  usePageTitle('fillInformation')
  const loggedIn = useRequireLogin('fillInformation')
  // WeChat lets the mini program ask for subscribe messages right after listing: the ids are loaded ahead
  useEffect(() => void (loggedIn && prepareSubscribe('listed')), [loggedIn])
  const { session, locale } = useStores()
  const query = useQuery()
  const draft = sellDraftStore
  const gameId = Number(query.gameId) > 0 ? Number(query.gameId) : draft.gameId
  useFreshProfile(loggedIn)

  const userId = session.profile?.id ?? null
  useEffect(() => {
    if (!loggedIn || !gameId) return
    // another game than the draft's starts a new draft (its region and attributes would not fit)
    if (draft.gameId !== gameId) draft.begin(userId, gameId, '')
    else draft.claim(userId)
  }, [loggedIn, userId, gameId, draft])

  const form = useLoad(
    async () => {
      if (!loggedIn || !gameId) return null
      const [templates, rules] = await Promise.all([listAttrTemplates(gameId), getConsignmentRules()])
      return { templates, rules }
    },
    [loggedIn, gameId, locale.locale],
  )
  const [agree, setAgree] = useState(false)
  const [termsOpen, setTermsOpen] = useState(false)
  const [tried, setTried] = useState(false)
  const [message, setMessage] = useState('')
  const [submitting, setSubmitting] = useState(false)

  if (!loggedIn) return <LoginPrompt from='fillInformation' />

  const basicsDone = !!gameId && draft.gameId === gameId && regionComplete(draft.region, true) && !!draft.accountRealName
  if (!basicsDone) {
    return (
      <View className='page page--plain fill-page'>
        <View className='card fill-needbasics'>
          <Text className='fill-needbasics__text'>{t('selling.fill.needBasics')}</Text>
          <Button
            type='primary'
            size='small'
            className='fill-needbasics__go'
            onClick={() => void redirectTo(gameId ? 'BasicInformation' : 'sell', gameId ? { gameId } : undefined)}
          >
            {t('selling.fill.toBasics')}
          </Button>
        </View>
      </View>
    )
  }

  const templates = form.data?.templates ?? []
  const rules = form.data?.rules
  // once the user tried to submit, every problem shows and goes away as it is fixed
  const problems = tried ? consignmentProblems(formOf(draft, agree), templates) : []
  const shownMessage = problems.length > 0 ? problemsMessage(problems) : message
  const price = yuanToFen(draft.price)
  const block = sellBlock(session.profile)

  const generate = async () => {
    const text = describeAttrs(templates, draft.attrs)
    if (!text) return showMessage(t('selling.fill.generateEmpty'))
    if (draft.description.trim() && draft.description.trim() !== text && !(await confirm(t('selling.fill.generateReplace')))) return
    draft.set('description', text)
  }

  const submit = async () => {
    if (submitting || !gameId || !form.data) return
    setTried(true)
    const found = consignmentProblems(formOf(draft, agree), templates)
    if (found.length > 0) return scrollToField(fieldSelector(found[0].field))
    if (block) return setMessage(t(block === 'realname' ? 'selling.blocked.realname' : 'selling.blocked.minor'))
    setMessage('')
    setSubmitting(true)
    try {
      const listing = await submitConsignment(toInput(draft, gameId, templates, price as number))
      draft.clear()
      await askSubscribe('listed')
      void redirectTo('sellSuccess', { id: listing.id })
    } catch (e) {
      setMessage(errorText(e))
    } finally {
      setSubmitting(false)
    }
  }

  const compensationOn = draft.compensation !== 'none'

  return (
    <View className='page page--plain fill-page'>
      <SellSteps current='details' />
      <RealNameNotice block={block} />
      <View className='card fill-basics'>
        <View className='fill-basics__line'>
          <Text className='fill-basics__text'>
            {[draft.gameName, draft.region.names.join(' / '), draft.accountRealName ? accountRealNameText(draft.accountRealName) : '']
              .filter(Boolean)
              .join(' · ')}
          </Text>
          <Text className='link fill-basics__edit' onClick={() => void redirectTo('BasicInformation', { gameId })}>
            {t('selling.fill.editBasics')}
          </Text>
        </View>
      </View>

      <PageState loading={form.loading} error={form.error} onRetry={form.retryable ? form.reload : undefined} />
      {!form.loading && !form.error && form.data && rules ? (
        <>
          <View className='form fill-attrs'>
            <Text className='fill-section__title'>{t('selling.fill.attrs')}</Text>
            {templates.length > 0 ? (
              <AttrForm templates={templates} values={draft.attrs} onChange={(k, v) => draft.setAttr(k, v)} showErrors={tried} />
            ) : (
              <Text className='muted'>{t('selling.fill.noAttrs')}</Text>
            )}
          </View>

          <View className='form fill-main'>
            <View className='fill-field f-title'>
              <View className='fill-field__head'>
                <Text className='fill-field__label'>{t('selling.fill.title')}</Text>
                <Text className='muted'>
                  {charCount(draft.title)}/{SELL_TITLE_MAX}
                </Text>
              </View>
              <Input
                className='fill-input'
                value={draft.title}
                onChange={(v) => draft.set('title', v)}
                placeholder={t('selling.fill.titlePh', { min: SELL_TITLE_MIN, max: SELL_TITLE_MAX })}
              />
              <FieldError problems={problems} field='title' />
            </View>

            <View className='fill-field f-price'>
              <Text className='fill-field__label'>{t('selling.fill.price')}</Text>
              <Input className='fill-input' type='digit' value={draft.price} onChange={(v) => draft.set('price', v)} placeholder={t('selling.fill.pricePh')} />
              <FieldError problems={problems} field='price' />
              <PriceSuggestion gameId={gameId} attrs={attrsForSubmit(templates, draft.attrs)} price={price} onUse={(yuan) => draft.set('price', yuan)} />
            </View>

            <View className='fill-field f-description'>
              <View className='fill-field__head'>
                <Text className='fill-field__label'>{t('selling.fill.description')}</Text>
                <Text className='link fill-generate' onClick={() => void generate()}>
                  {t('selling.fill.generate')}
                </Text>
              </View>
              <TextArea
                className='fill-textarea'
                value={draft.description}
                onChange={(v) => draft.set('description', v)}
                placeholder={t('selling.fill.descriptionPh', { min: SELL_DESCRIPTION_MIN, max: SELL_DESCRIPTION_MAX })}
                maxLength={SELL_DESCRIPTION_MAX}
                showCount
                autoSize
              />
              <FieldError problems={problems} field='description' />
            </View>

            <View className='fill-field f-images'>
              <Text className='fill-field__label'>{t('selling.fill.images')}</Text>
              <Text className='muted fill-field__tip'>{t('selling.fill.imagesTip')}</Text>
              <ImageUploader
                value={draft.images}
                onChange={(urls) => draft.setImages(urls)}
                min={IMAGES_MIN}
                max={IMAGES_MAX}
                labels={[t('selling.upload.cover')]}
              />
              <FieldError problems={problems} field='images' />
            </View>
          </View>

          <View className='form fill-credentials'>
            <Text className='fill-section__title'>{t('selling.fill.credentials')}</Text>
            <View className='fill-field f-account'>
              <Text className='fill-field__label'>{t('selling.fill.account')}</Text>
              <Input
                className='fill-input'
                value={draft.credentials.account}
                onChange={(v) => draft.setCredential('account', v)}
                placeholder={t('selling.fill.accountPh')}
              />
              <FieldError problems={problems} field='account' />
            </View>
            <View className='fill-field f-password'>
              <Text className='fill-field__label'>{t('selling.fill.password')}</Text>
              <Input
                className='fill-input'
                type='password'
                value={draft.credentials.password}
                onChange={(v) => draft.setCredential('password', v)}
                placeholder={t('selling.fill.passwordPh')}
              />
              <FieldError problems={problems} field='password' />
            </View>
            <View className='fill-field f-notes'>
              <Text className='fill-field__label'>{t('selling.fill.notes')}</Text>
              <TextArea
                className='fill-textarea'
                value={draft.credentials.notes}
                onChange={(v) => draft.setCredential('notes', v)}
                placeholder={t('selling.fill.notesPh')}
                autoSize
              />
              <FieldError problems={problems} field='notes' />
            </View>
          </View>

          <View className='form fill-compensation'>
            <View className='fill-switch'>
              <View className='fill-switch__text'>
                <Text className='fill-field__label'>{t('selling.fill.canCompensate')}</Text>
                <Text className='muted'>{t('selling.fill.compensationTip')}</Text>
              </View>
              <Switch
                className='comp-switch'
                checked={compensationOn}
                onChange={(on) => draft.setCompensation(on ? 'standard' : 'none')}
              />
            </View>
            {compensationOn ? (
              <View className='fill-comp-options'>
                {LEVELS.map((level) => {
                  const percent = level === 'standard' ? rules.compensationStandardPercent : rules.compensationExtendedPercent
                  return (
                    <View
                      key={level}
                      className={'fill-comp comp-' + level + (draft.compensation === level ? ' fill-comp--on' : '')}
                      onClick={() => draft.setCompensation(level)}
                    >
                      <Text className='fill-comp__name'>{t(level === 'standard' ? 'selling.fill.comp.standard' : 'selling.fill.comp.extended')}</Text>
                      <Text className='fill-comp__fee'>
                        {price !== null
                          ? t('selling.fill.buyerPaysAmount', { percent, amount: formatFen(percentOf(price, percent)) })
                          : t('selling.fill.buyerPays', { percent })}
                      </Text>
                    </View>
                  )
                })}
              </View>
            ) : null}
          </View>

          <View className='form fill-contact'>
            <View className='fill-field f-contact'>
              <Text className='fill-field__label'>{t('selling.fill.contact')}</Text>
              <Input className='fill-input' value={draft.contact} onChange={(v) => draft.set('contact', v)} placeholder={t('selling.fill.contactPh')} />
              <FieldError problems={problems} field='contact' />
            </View>
          </View>

          <View className='card fill-fees'>
            <Text className='card-title'>{t('selling.fill.fees')}</Text>
            <FeePreview rules={rules} price={price} />
          </View>

          <View className='fill-terms'>
            <Checkbox className='fill-terms__check' checked={agree} onChange={(v) => setAgree(v)} label={t('selling.fill.agreePrefix')} />
            <Text className='link fill-terms__link' onClick={() => setTermsOpen(true)}>
              {t('selling.fill.agreeLink')}
            </Text>
          </View>
          <FieldError problems={problems} field='agree' />

          <View className='fill-submit'>
            <FormSubmit message={shownMessage} label={t('selling.fill.submit')} loading={submitting} onSubmit={() => void submit()} />
          </View>
          <TermsPopup open={termsOpen} onClose={() => setTermsOpen(false)} />
        </>
      ) : null}
    </View>
  )
}

export default observer(FillInformationPage)
