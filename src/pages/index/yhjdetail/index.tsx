import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { getCouponTemplate } from '../../../api/coupon'
import CouponCard from '../../../components/CouponCard'
import CouponCentre, { templateLines } from '../../../components/CouponCentre'
import CouponClaimButton from '../../../components/CouponClaimButton'
import PageState from '../../../components/PageState'
import { t } from '../../../locales'
import '../../../locales/order'
import { useStores } from '../../../stores'
import { useLoad, usePageTitle, useQuery } from '../../../utils/hooks'
import { redirectTo } from '../../../utils/nav'
import './index.scss'

/** One template: its rules, description and the claim button. */
function TemplateDetail({ id }: { id: string }) {
  const { session } = useStores()
  const valid = /^\d+$/.test(id)
  const { data: tpl, loading, error, retryable, reload } = useLoad(
    () => (valid ? getCouponTemplate(id) : Promise.reject(new Error(t('coupon.notFound')))),
    [id, session.isLoggedIn],
    t('coupon.notFound'),
  )
  return (
    <>
      <PageState loading={loading && !tpl} error={tpl ? '' : error} onRetry={valid && retryable ? reload : undefined} />
      {tpl ? (
        <>
          <CouponCard className='coupon-detail' coupon={tpl} lines={templateLines(tpl)} />
          {tpl.description ? (
            <View className='card'>
              <Text className='coupon-detail__desc'>{tpl.description}</Text>
            </View>
          ) : null}
          <View className='coupon-detail__actions'>
            <CouponClaimButton template={tpl} from='yhjdetail' onClaimed={() => void reload()} />
            <Button fill='none' className='see-all' onClick={() => void redirectTo(tpl.kind === 'red_packet' ? 'redbao' : 'yhjdetail')}>
              {t('coupon.seeAll')}
            </Button>
          </View>
        </>
      ) : null}
    </>
  )
}

/** Coupons: /index/yhjdetail is the coupon centre, /index/yhjdetail?id= one coupon's detail and claim. */
function YhjDetailPage() {
  usePageTitle('yhjdetail')
  const { id } = useQuery()
  return (
    <View className='page page--plain yhjdetail-page'>
      {id ? <TemplateDetail id={id} /> : <CouponCentre kind='coupon' from='yhjdetail' />}
    </View>
  )
}

export default observer(YhjDetailPage)
