import { Text, View } from '@tarojs/components'
import { InputNumber, Switch } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import type { NotifyPrefs, NotifyPrefsInput, QuietHours } from '../../../../contract/types'
import { getNotifyPrefs, saveNotifyPrefs } from '../../../api/notify'
import LoginPrompt from '../../../components/LoginPrompt'
import PageState from '../../../components/PageState'
import { t, type MessageKey } from '../../../locales'
import '../../../locales/notify'
import { useLoad, usePageTitle, useRequireLogin } from '../../../utils/hooks'
import { showError, showMessage } from '../../../utils/toast'
import './index.scss'

/**
 * 通知设置: /index/other/notifySettings. Per group of notifications, SMS and WeChat on or off (an important group
 * keeps one: the server refuses otherwise and the switch stays), and quiet hours. Each change is saved at once.
 */
function NotifySettingsPage() {
  usePageTitle('notifySettings')
  const loggedIn = useRequireLogin('notifySettings')
  const { data, loading, error, retryable, reload } = useLoad(() => (loggedIn ? getNotifyPrefs() : Promise.resolve(null)), [loggedIn])
  const [prefs, setPrefs] = useState<NotifyPrefs | null>(null)
  const [saving, setSaving] = useState(false)
  useEffect(() => setPrefs(data), [data])

  if (!loggedIn) return <LoginPrompt from='notifySettings' />

  const save = async (input: NotifyPrefsInput) => {
    setSaving(true)
    try {
      setPrefs(await saveNotifyPrefs(input))
      showMessage(t('notify.saved'))
    } catch (e) {
      showError(e)
    } finally {
      setSaving(false)
    }
  }
  const saveQuiet = (change: Partial<QuietHours>) => prefs && void save({ quietHours: { ...prefs.quietHours, ...change } })
  const q = prefs?.quietHours

  return (
    <View className='page page--plain notify-settings-page'>
      <PageState loading={loading && !prefs} error={prefs ? '' : error} onRetry={retryable ? reload : undefined} />
      {prefs ? (
        <>
          <Text className='tip notify-intro'>{t('notify.intro')}</Text>
          {prefs.groups.map((g) => (
            <View key={g.group} className={'card notify-group notify-group--' + g.group}>
              <View className='notify-group__head'>
                <Text className='notify-group__title'>{t(('notify.group.' + g.group) as MessageKey)}</Text>
                {g.urgent ? <Text className='notify-group__urgent'>{t('notify.urgent')}</Text> : null}
              </View>
              <Text className='muted notify-group__desc'>{t(('notify.groupDesc.' + g.group) as MessageKey)}</Text>
              {g.channels.map((c) => (
                <View key={c.channel} className='notify-row'>
                  <Text className='notify-row__label'>{t(('notify.channel.' + c.channel) as MessageKey)}</Text>
                  <Switch
                    className={`notify-switch notify-switch--${g.group}-${c.channel}`}
                    ariaLabel={t(('notify.group.' + g.group) as MessageKey) + ' ' + t(('notify.channel.' + c.channel) as MessageKey)}
                    checked={c.enabled}
                    disabled={saving}
                    onChange={(on) => void save({ choices: [{ group: g.group, channel: c.channel, enabled: on }] })}
                  />
                </View>
              ))}
              {g.urgent ? <Text className='muted notify-group__tip'>{t('notify.urgentTip')}</Text> : null}
            </View>
          ))}
          {q ? (
            <View className='card notify-quiet'>
              <View className='notify-row'>
                <View className='notify-row__text'>
                  <Text className='notify-group__title'>{t('notify.quiet.title')}</Text>
                  <Text className='muted notify-group__desc'>{t('notify.quiet.desc')}</Text>
                </View>
                <Switch className='notify-quiet-switch' ariaLabel={t('notify.quiet.title')} checked={q.enabled} disabled={saving} onChange={(on) => saveQuiet({ enabled: on })} />
              </View>
              {q.enabled ? (
                <>
                  <View className='notify-row'>
                    <Text className='notify-row__label'>{t('notify.quiet.from')}</Text>
                    <InputNumber className='notify-quiet-from' value={q.from} min={0} max={23} disabled={saving} onChange={(v) => saveQuiet({ from: Number(v) })} />
                  </View>
                  <View className='notify-row'>
                    <Text className='notify-row__label'>{t('notify.quiet.to')}</Text>
                    <InputNumber className='notify-quiet-to' value={q.to} min={0} max={23} disabled={saving} onChange={(v) => saveQuiet({ to: Number(v) })} />
                  </View>
                </>
              ) : null}
            </View>
          ) : null}
        </>
      ) : null}
    </View>
  )
}

export default observer(NotifySettingsPage)
