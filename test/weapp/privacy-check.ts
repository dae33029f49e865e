/**
 * WeChat's privacy check in the headless mini program (simulator.ts): the privacy APIs the app uses (the clipboard,
 * choosing images) are held until the app's wx.onNeedPrivacyAuthorization listener answers, as the base library does.
 */
/**
 * WeChat's privacy check, as the base library does it: a privacy API called before the user agreed is held and
 * the app's onNeedPrivacyAuthorization listener is asked; resolve({event:'agree', buttonId}) lets it go on (the
 * test checks that `buttonId` is a rendered button with open-type="agreePrivacyAuthorization"), 'disagree' fails it with
 * WeChat's errMsg. Without a listener WeChat would show its own popup: the call is recorded as an error here.
 */
interface Recording {
  errors: string[]
  privacy: { referrer: string; event: string; buttonId?: string }[]
  clipboard: string[]
}

export function patchPrivacyCheck(sim: { recorded: Recording; privacyAgreed: boolean }): void {
  const wx = (globalThis as Record<string, Record<string, unknown>>).wx
  const rec = sim.recorded
  let listener: ((resolve: (a: { event: string; buttonId?: string }) => void, info: { referrer: string }) => void) | null = null
  wx.onNeedPrivacyAuthorization = (fn: typeof listener) => void (listener = fn)
  const results: Record<string, (o: Record<string, unknown>) => Record<string, unknown>> = {
    setClipboardData: (o) => (rec.clipboard.push(String(o.data ?? '')), {}),
    getClipboardData: () => ({ data: rec.clipboard[rec.clipboard.length - 1] ?? '' }),
    // the user closes the picker: an app must take that as nothing chosen
    chooseImage: () => ({ tempFilePaths: [], tempFiles: [] }),
    chooseMedia: () => ({ tempFiles: [], type: 'image' }),
  }
  for (const [api, result] of Object.entries(results)) {
    wx[api] = (o: Record<string, unknown> = {}) => {
      const go = () => {
        const res = { ...result(o), errMsg: api + ':ok' }
        ;(o.success as ((r: unknown) => void) | undefined)?.(res)
        ;(o.complete as ((r: unknown) => void) | undefined)?.(res)
      }
      const refuse = () => {
        const res = { errMsg: api + ':fail privacy permission is not authorized', errno: 104 }
        ;(o.fail as ((r: unknown) => void) | undefined)?.(res)
        ;(o.complete as ((r: unknown) => void) | undefined)?.(res)
      }
      if (sim.privacyAgreed) return void setTimeout(go, 0)
      if (!listener) return rec.errors.push(`${api} called before the privacy guide was agreed, with no onNeedPrivacyAuthorization listener`)
      let answered = false
      listener(
        (answer) => {
          if (answer.event === 'exposureAuthorization' || answered) return
          answered = true
          rec.privacy.push({ referrer: api, ...answer })
          if (answer.event !== 'agree') return void setTimeout(refuse, 0)
          // the button behind the id is checked by the test in the page's tree (open-type agreePrivacyAuthorization)
          if (!answer.buttonId) {
            rec.errors.push('privacy agree without a buttonId')
            return void setTimeout(refuse, 0)
          }
          sim.privacyAgreed = true
          setTimeout(go, 0)
        },
        { referrer: api },
      )
    }
  }
}
