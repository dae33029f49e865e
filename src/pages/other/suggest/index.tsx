import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { PROBLEM_CONTENT_MAX, PROBLEM_CONTENT_MIN } from '../../../../contract/rules'
import LoginPrompt from '../../../components/LoginPrompt'
import ProblemForm from '../../../components/ProblemForm'
import { t } from '../../../locales'
import { usePageTitle, useRequireLogin } from '../../../utils/hooks'
import '../../../locales/content'

/** Suggestions: the feedback form with its type fixed to 'suggestion'. */
function SuggestPage() {
  usePageTitle('suggest')
  const loggedIn = useRequireLogin('suggest')
  if (!loggedIn) return <LoginPrompt from='suggest' />
  return (
    <View className='page page--plain suggest-page'>
      <ProblemForm
        fixedType='suggestion'
        intro={t('content.fb.suggestIntro')}
        contentPlaceholder={t('content.fb.suggestPh', { min: PROBLEM_CONTENT_MIN, max: PROBLEM_CONTENT_MAX })}
      />
    </View>
  )
}

export default observer(SuggestPage)
