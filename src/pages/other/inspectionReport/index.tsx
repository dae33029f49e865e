import { Image, Text, View } from '@tarojs/components'
import { getInspectionReport } from '../../../api/inspection'
import { assetUrl } from '../../../api/request'
import PageState from '../../../components/PageState'
import { t } from '../../../locales'
import '../../../locales/inspection'
import { formatDate } from '../../../utils/date'
import { useLoad, usePageTitle, useQuery } from '../../../utils/hooks'
import './index.scss'

/**
 * 官方验号报告: /index/other/inspectionReport?id=. Opened from the listing's badge, the trade room and the handover
 * checklist. The screenshots carry the listing number and the time burnt in by the server; their SHA-256 is shown
 * so anyone can check a copy against the report.
 */
export default function InspectionReportPage() {
  usePageTitle('inspectionReport')
  const query = useQuery()
  const id = /^[1-9]\d{0,9}$/.test(query.id ?? '') ? query.id : ''
  const { data: report, loading, error, retryable, reload } = useLoad(() => (id ? getInspectionReport(id) : Promise.reject(new Error(t('inspection.badId')))), [id])

  return (
    <View className='page page--plain inspection-report-page'>
      <PageState loading={loading && !report} error={report ? '' : error} onRetry={retryable ? reload : undefined} />
      {report ? (
        <>
          <View className='card inspection-report__head'>
            <Text className='inspection-report__mark'>{t('inspection.badge')}</Text>
            <Text className='inspection-report__title'>{report.title}</Text>
            <Text className='muted'>{t('inspection.goods', { no: report.goodsNo })}</Text>
            <View className='kv'>
              <Text className='kv__k'>{t('inspection.loginAt')}</Text>
              <Text className='kv__v'>{formatDate(report.loginAt, true)}</Text>
            </View>
            <View className='kv'>
              <Text className='kv__k'>{t('inspection.publishedAt')}</Text>
              <Text className='kv__v inspection-report__published'>{formatDate(report.publishedAt, true)}</Text>
            </View>
            <View className='kv'>
              <Text className='kv__k'>{t('inspection.inspector')}</Text>
              <Text className='kv__v'>{report.inspector}</Text>
            </View>
          </View>

          <View className='card'>
            <Text className='detail-title'>{t('inspection.items')}</Text>
            {report.checks.map((c) => (
              <View key={c.key} className={'inspection-check inspection-check--' + (c.ok ? 'ok' : 'differs')}>
                <View className='inspection-check__row'>
                  <Text className='inspection-check__label'>{c.label}</Text>
                  <Text className='inspection-check__result'>{c.ok ? t('inspection.ok') : t('inspection.notOk')}</Text>
                </View>
                {c.declared !== null ? <Text className='muted inspection-check__value'>{t('inspection.declared')}：{c.declared}</Text> : null}
                {c.ok === false && c.observed !== null ? <Text className='inspection-check__value inspection-check__observed'>{t('inspection.observed')}：{c.observed}</Text> : null}
              </View>
            ))}
          </View>

          {report.note ? (
            <View className='card'>
              <Text className='detail-title'>{t('inspection.note')}</Text>
              <Text>{report.note}</Text>
            </View>
          ) : null}

          <View className='card'>
            <Text className='detail-title'>{t('inspection.screenshots')}</Text>
            <Text className='muted inspection-report__tip'>{t('inspection.shaTip')}</Text>
            {report.screenshots.map((s) => (
              <View key={s.sha256} className='inspection-shot'>
                <Image className='inspection-shot__img' src={assetUrl(s.url)} mode='widthFix' />
                <Text className='muted inspection-shot__sha'>{t('inspection.sha', { sha: s.sha256 })}</Text>
              </View>
            ))}
          </View>
          <Text className='muted inspection-report__immutable'>{t('inspection.immutable')}</Text>
        </>
      ) : null}
    </View>
  )
}
