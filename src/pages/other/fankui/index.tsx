import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { PROBLEM_CONTENT_MAX, PROBLEM_CONTENT_MIN } from '../../../../contract/rules'
import LoginPrompt from '../../../components/LoginPrompt'
import ProblemForm from '../../../components/ProblemForm'
import { t } from '../../../locales'
import { usePageTitle, useRequireLogin } from '../../../utils/hooks'
import '../../../locales/content'

/** Feedback: a problem, a complaint or anything else, with images; the reply arrives in my reports and messages. */
function FankuiPage() {
  usePageTitle('fankui')
  const loggedIn = useRequireLogin('fankui')
  if (!loggedIn) return <LoginPrompt from='fankui' />
  return (
    <View className='page page--plain fankui-page'>
      <ProblemForm intro={t('content.fb.intro')} contentPlaceholder={t('content.fb.contentPh', { min: PROBLEM_CONTENT_MIN, max: PROBLEM_CONTENT_MAX })} />
    </View>
  )
}

export default observer(FankuiPage)
