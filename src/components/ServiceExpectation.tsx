import { Text } from '@tarojs/components'
import type { ServiceExpectation as Expectation } from '../../contract/customer-service'
import { getServiceExpectation } from '../api/customer-service'
import { t } from '../locales'
import { useLoad } from '../utils/hooks'
import '../locales/service'

/** the sentence in the app's language: 客服通常在 N 分钟内回复, the target with too little data, the hours when closed */
export const expectationText = (e: Expectation): string =>
  e.kind === 'typical'
    ? t('service.expect.typical', { minutes: e.minutes })
    : e.kind === 'target'
      ? t('service.expect.target', { minutes: e.minutes })
      : t('service.expect.closed', { hours: e.hours })

/** What users may expect from customer service (GET /service/expectation); nothing until it is known. */
export function useServiceExpectation() {
  return useLoad(getServiceExpectation, [])
}

export default function ServiceExpectation({ className = '' }: { className?: string }) {
  const e = useServiceExpectation()
  if (!e.data) return null
  return <Text className={'service-expect service-expect--' + e.data.kind + ' ' + className}>{expectationText(e.data)}</Text>
}
