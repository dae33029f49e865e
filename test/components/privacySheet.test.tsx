/**
 * The mini program's answer to WeChat's privacy check (stores/privacy.ts, components/PrivacySheet.tsx), without
 * WeChat: the question held for the sheet of the page in front, refusing answers 'disagree' and says why,
 * agreeing answers 'agree' with the id of the agree button, and without a sheet the call is refused, not left
 * hanging. The real flow through WeChat's open-type button runs in test/weapp/weapp.test.ts.
 */
import TestUtils from '@tarojs/test-utils-react'
import Taro from '@tarojs/taro'
import CopyButton from '../../src/components/CopyButton'
import { localeStore } from '../../src/stores/locale'
import { privacyGuide, type PrivacyAnswer } from '../../src/stores/privacy'
import { click, text, waitFor } from './helpers'

let mounted: TestUtils | null = null
let modal: jest.SpyInstance

beforeEach(() => {
  localeStore.setLocale('zh-CN')
  modal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false } as never)
})

afterEach(() => {
  mounted?.unmout()
  mounted = null
  jest.restoreAllMocks()
  document.body.innerHTML = ''
})

async function mountTwo() {
  const u = (mounted = new TestUtils())
  await u.mount(() => (
    <>
      <CopyButton value='a' />
      <CopyButton value='b' />
    </>
  ))
  return u
}

test('the question shows once on the page, with the policy link; 拒绝 answers disagree and says why', async () => {
  const u = await mountTwo()
  expect(document.querySelector('.privacy-sheet')).toBeNull()
  const answers: PrivacyAnswer[] = []
  privacyGuide.ask((a) => answers.push(a), 'setClipboardData')
  await waitFor(() => expect(document.querySelectorAll('.privacy-sheet')).toHaveLength(1))
  expect(text()).toContain('复制内容前，请阅读并同意《隐私政策》')
  expect(document.querySelector('.privacy-agree')).not.toBeNull()
  await click(u, '.privacy-refuse')
  expect(answers).toEqual([{ event: 'disagree' }])
  await waitFor(() => expect(modal).toHaveBeenCalledWith(expect.objectContaining({ content: expect.stringContaining('你未同意《隐私政策》，复制内容无法进行') })))
  await waitFor(() => expect(document.querySelector('.privacy-sheet')).toBeNull())
})

test('agreeing answers agree with the agree button’s id; English copy', async () => {
  localeStore.setLocale('en-US')
  await mountTwo()
  const answers: PrivacyAnswer[] = []
  privacyGuide.ask((a) => answers.push(a), 'chooseImage')
  await waitFor(() => expect(document.querySelector('.privacy-sheet')).not.toBeNull())
  expect(text()).toContain('Before choosing a picture, please read and accept our Privacy Policy')
  const id = 'privacy-agree-' + privacyGuide.holder
  privacyGuide.agree(id)
  expect(answers).toEqual([{ event: 'agree', buttonId: id }])
  expect(modal).not.toHaveBeenCalled()
  await waitFor(() => expect(document.querySelector('.privacy-sheet')).toBeNull())
})

test('with no sheet on the page the call is refused at once, and the user told', async () => {
  const answers: PrivacyAnswer[] = []
  privacyGuide.ask((a) => answers.push(a), 'getPhoneNumber')
  expect(answers).toEqual([{ event: 'disagree' }])
  expect(privacyGuide.asking).toBeNull()
  await waitFor(() => expect(modal).toHaveBeenCalledWith(expect.objectContaining({ content: expect.stringContaining('获取手机号无法进行') })))
})
