import { makeAutoObservable } from 'mobx'
import { t, type MessageKey } from '../locales'
import { inform } from '../utils/dialog'
import '../locales/wechat'

export type PrivacyAnswer = { event: 'agree'; buttonId: string } | { event: 'disagree' }
type Resolve = (answer: PrivacyAnswer) => void

/** what the user is about to do, by the API WeChat names as the referrer */
const USES: Record<string, 'image' | 'clipboard' | 'phone'> = {
  chooseImage: 'image',
  chooseMedia: 'image',
  chooseMessageFile: 'image',
  setClipboardData: 'clipboard',
  getClipboardData: 'clipboard',
  getPhoneNumber: 'phone',
  getRealtimePhoneNumber: 'phone',
}

/**
 * WeChat's privacy check in the mini program: before a privacy API (choosing images, the clipboard, the phone
 * number) runs for the first time, WeChat asks through wx.onNeedPrivacyAuthorization and holds the call until it
 * is answered. The question waits here; the newest mounted PrivacySheet shows it (a page opened over another
 * mounted its sheets later), and the user's choice answers WeChat. Without a sheet to show it on, the
 * call is refused rather than left hanging.
 */
export class PrivacyGuide {
  /** the API waiting for the user's answer (WeChat's referrer), or null */
  asking: string | null = null
  /** the mounted sheets, oldest first */
  sheets: number[] = []
  private resolve: Resolve | null = null

  constructor() {
    makeAutoObservable<PrivacyGuide, 'resolve'>(this, { resolve: false })
  }

  /** the sheet that shows the question */
  get holder(): number | null {
    return this.sheets.length > 0 ? this.sheets[this.sheets.length - 1] : null
  }

  /** what the waiting call is for, in words ('选择图片') */
  get useText(): string {
    return t(('wechat.privacy.use.' + (USES[this.asking ?? ''] ?? 'other')) as MessageKey)
  }

  /** wx.onNeedPrivacyAuthorization's listener */
  ask(resolve: Resolve, referrer: string): void {
    // a question still open belongs to a call the user walked away from: it is refused
    this.resolve?.({ event: 'disagree' })
    this.resolve = resolve
    this.asking = referrer || 'unknown'
    if (this.holder === null) this.refuse()
  }

  /** the user tapped the agree button (open-type="agreePrivacyAuthorization", id `buttonId`): the call goes on */
  agree(buttonId: string): void {
    const resolve = this.resolve
    this.close()
    resolve?.({ event: 'agree', buttonId })
  }

  /** the user refused (or there is no sheet): the call fails, and the user is told why and what to do */
  refuse(): void {
    const resolve = this.resolve
    const use = this.useText
    this.close()
    resolve?.({ event: 'disagree' })
    void inform(t('wechat.privacy.refused', { use }))
  }

  show(id: number): void {
    if (!this.sheets.includes(id)) this.sheets.push(id)
  }

  hide(id: number): void {
    this.sheets = this.sheets.filter((s) => s !== id)
  }

  private close(): void {
    this.resolve = null
    this.asking = null
  }
}

export const privacyGuide = new PrivacyGuide()

/**
 * Mini program only (src/app.ts): answers WeChat's privacy check with our sheet. __usePrivacyCheck__ in the app
 * config turns the check on for base libraries before 3.0 too.
 */
export function installPrivacyGuide(listen: ((fn: (resolve: Resolve, info?: { referrer?: string }) => void) => void) | undefined): void {
  listen?.((resolve, info) => privacyGuide.ask(resolve, info?.referrer ?? ''))
}
