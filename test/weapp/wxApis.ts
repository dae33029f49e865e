/**
 * The wx APIs of the mini-program simulator (simulator.ts) that stay inside the app: storage (in memory), wx.login,
 * navigation (recorded, with WeChat's rules for tab pages), modals and toasts (recorded); then the tab bar APIs
 * (tabBarApi.ts) and those that reach past the page (wxHost.ts).
 */
import type { MountedPage } from './mountedPage.ts'
import type { Recorded } from './recorded.ts'
import { patchTabBarApis, type TabBarState } from './tabBarApi.ts'
import { done, fail, patchHost } from './wxHost.ts'

/** what the APIs need of the simulator */
interface Sim {
  readonly recorded: Recorded
  readonly storage: Map<string, unknown>
  /** what the next showModal answers */
  modalAnswer: { confirm: boolean }
  /** what wx.requestSubscribeMessage answers for every template id */
  subscribeAnswer: string
  readonly tabBar: TabBarState | null
  isTabPage(route: string): boolean
  current(): string | undefined
  switchTab(route: string): Promise<MountedPage>
}

/** `builtApiBase`: the API base the build was made with; `apiBase`: the server's to send its requests to instead */
export function patchWx(sim: Sim, builtApiBase: string, apiBase: string): void {
  const wx = (globalThis as Record<string, Record<string, unknown>>).wx
  const rec = sim.recorded
  const storage = sim.storage
  // storage, in memory, as the real one: values are kept as they were set
  wx.setStorageSync = (k: string, v: unknown) => void storage.set(k, v)
  wx.getStorageSync = (k: string) => (storage.has(k) ? storage.get(k) : '')
  wx.removeStorageSync = (k: string) => void storage.delete(k)
  wx.clearStorageSync = () => storage.clear()
  wx.setStorage = (o: Record<string, unknown>) => (storage.set(o.key as string, o.data), done(o, { errMsg: 'setStorage:ok' }))
  wx.getStorage = (o: Record<string, unknown>) =>
    storage.has(o.key as string) ? done(o, { data: storage.get(o.key as string), errMsg: 'getStorage:ok' }) : fail(o, 'getStorage:fail data not found')
  wx.removeStorage = (o: Record<string, unknown>) => (storage.delete(o.key as string), done(o, { errMsg: 'removeStorage:ok' }))
  wx.clearStorage = (o: Record<string, unknown>) => (storage.clear(), done(o, { errMsg: 'clearStorage:ok' }))
  // wx.login: a new one-time code each call, as WeChat gives; the server's WeChat login sandbox derives the openid from it
  let logins = 0
  wx.login = (o: Record<string, unknown>) => setTimeout(() => done(o, { code: `sim${process.pid}x${++logins}`, errMsg: 'login:ok' }), 0)

  // navigations are recorded (the tests mount the pages they mean to see), but WeChat's rules for tab pages hold
  const routeOf = (url: string) => url.replace(/^\//, '').split('?')[0]
  for (const api of ['navigateTo', 'redirectTo', 'reLaunch', 'navigateBack']) {
    wx[api] = (o: Record<string, unknown>) => {
      const url = String(o.url ?? '')
      rec.navigations.push({ api, url })
      if ((api === 'navigateTo' || api === 'redirectTo') && sim.isTabPage(routeOf(url))) return fail(o, `${api}:fail can not ${api} a tabbar page`)
      done(o, { errMsg: api + ':ok' })
    }
  }
  // switchTab carries no query (WeChat drops it) and really switches: the tab pages stay alive
  wx.switchTab = (o: Record<string, unknown>) => {
    const url = String(o.url ?? '')
    rec.navigations.push({ api: 'switchTab', url })
    if (!sim.isTabPage(routeOf(url))) return fail(o, 'switchTab:fail can not switch to no-tabBar page')
    sim.switchTab(routeOf(url)).then(
      () => done(o, { errMsg: 'switchTab:ok' }),
      (e) => fail(o, 'switchTab:fail ' + String(e)),
    )
  }
  patchTabBarApis(wx, sim.tabBar, () => sim.isTabPage(sim.current() ?? ''))
  wx.showModal = (o: Record<string, unknown>) => {
    rec.modals.push({ content: String(o.content ?? '') })
    const answer = sim.modalAnswer
    setTimeout(() => done(o, { ...answer, cancel: !answer.confirm, errMsg: 'showModal:ok' }), 0)
  }
  wx.showToast = (o: Record<string, unknown>) => {
    rec.toasts.push(String(o.title ?? ''))
    done(o, { errMsg: 'showToast:ok' })
  }

  // subscribe messages: recorded; each template id gets the simulator's answer, as WeChat's sheet would give
  wx.requestSubscribeMessage = (o: Record<string, unknown>) => {
    const ids = (o.tmplIds ?? []) as string[]
    rec.subscribes.push(ids)
    const answer = Object.fromEntries(ids.map((id) => [id, sim.subscribeAnswer]))
    setTimeout(() => done(o, { ...answer, errMsg: 'requestSubscribeMessage:ok' }), 0)
  }

  patchHost(wx, rec, builtApiBase, apiBase)
}
