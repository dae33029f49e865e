import { resetPageHooks } from './pageHooks'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import ImageUploader from '../../src/components/ImageUploader'
import { localeStore } from '../../src/stores/locale'
import { click, sleep, text, waitFor } from './helpers'
import { mountPage, unmountPage } from './recycleFixtures'

/** the value the form holds, as the uploader hands it over */
let seen: string[][] = []

function Form() {
  const [images, setImages] = useState<string[]>([])
  return (
    <ImageUploader
      value={images}
      onChange={(v) => {
        seen.push(v)
        setImages(v)
      }}
      max={9}
      labels={['封面']}
    />
  )
}

/** an upload route that answers a file when the test says so (`finish`), failing for files named bad* */
function heldUploads() {
  const held = new Map<string, () => void>()
  const spy = jest.spyOn(Taro, 'uploadFile').mockImplementation(((opts: { filePath: string }) => {
    const name = opts.filePath.replace(/^\/tmp\//, '')
    return new Promise<void>((resolve) => held.set(name, resolve)).then(() =>
      name.startsWith('bad')
        ? { statusCode: 400, data: JSON.stringify({ code: 400, msg: '只能上传 JPG、PNG、WEBP 或 GIF 图片', data: null }) }
        : { statusCode: 200, data: JSON.stringify({ code: 200, msg: 'ok', data: { url: '/api/uploads/' + name, contentType: 'image/png', size: 10 } }) },
    )
  }) as never)
  const finish = async (...names: string[]) => {
    for (const n of names) {
      await waitFor(() => expect(held.has(n)).toBe(true))
      held.get(n)!()
      await sleep(10)
    }
  }
  return { spy, finish }
}

const shown = () => Array.from(document.querySelectorAll('.image-uploader__item:not(.image-uploader__item--pending) img')).map((i) => i.getAttribute('src') ?? '')

beforeEach(() => {
  localeStore.setLocale('zh-CN')
  seen = []
  jest.spyOn(Taro, 'showToast').mockResolvedValue(undefined as never)
})

afterEach(() => {
  unmountPage()
  resetPageHooks()
  jest.restoreAllMocks()
  document.body.innerHTML = ''
})

test('photos keep the order they were picked in, whichever upload finishes first; the first is the cover', async () => {
  jest.spyOn(Taro, 'chooseImage').mockResolvedValue({ tempFilePaths: ['/tmp/a.png', '/tmp/b.png', '/tmp/c.png', '/tmp/d.png'], tempFiles: [] } as never)
  const up = heldUploads()
  const u = await mountPage(Form)
  await click(u, '.image-uploader__add')
  // three side by side, not one after the other
  await waitFor(() => expect(up.spy).toHaveBeenCalledTimes(3))
  await waitFor(() => expect(document.querySelectorAll('.image-uploader__item--pending')).toHaveLength(4))
  // b, c and d are done long before a: none of them goes ahead of it
  await up.finish('b.png', 'c.png', 'd.png')
  expect(seen).toEqual([])
  expect(document.querySelectorAll('.image-uploader__item--pending')).toHaveLength(4)
  await up.finish('a.png')
  await waitFor(() => expect(seen.at(-1)).toHaveLength(4))
  expect(seen).toEqual([['/api/uploads/a.png', '/api/uploads/b.png', '/api/uploads/c.png', '/api/uploads/d.png']])
  await waitFor(() => expect(document.querySelectorAll('.image-uploader__item--pending')).toHaveLength(0))
  // Taro's <Image> draws its <img> a tick after the item: wait for it (the test failed that way on a loaded machine)
  await waitFor(() => expect(shown().map((s) => s.replace(/^.*\/uploads\//, ''))).toEqual(['a.png', 'b.png', 'c.png', 'd.png']))
  expect(document.querySelector('.image-uploader__label')?.textContent).toBe('封面')
  expect(text()).toContain('已上传 4/9')
})

test('a second pick waits behind the first; a failed photo is left out and the others keep their order', async () => {
  const choose = jest.spyOn(Taro, 'chooseImage')
  choose.mockResolvedValueOnce({ tempFilePaths: ['/tmp/a.png', '/tmp/bad.png', '/tmp/b.png'], tempFiles: [] } as never)
  choose.mockResolvedValueOnce({ tempFilePaths: ['/tmp/c.png'], tempFiles: [] } as never)
  const up = heldUploads()
  const u = await mountPage(Form)
  await click(u, '.image-uploader__add')
  await waitFor(() => expect(document.querySelectorAll('.image-uploader__item--pending')).toHaveLength(3))
  await click(u, '.image-uploader__add')
  await waitFor(() => expect(document.querySelectorAll('.image-uploader__item--pending')).toHaveLength(4))
  expect(choose.mock.calls[1][0]).toEqual(expect.objectContaining({ count: 6 }))
  await up.finish('c.png', 'bad.png', 'b.png')
  expect(seen).toEqual([])
  await up.finish('a.png')
  await waitFor(() => expect(seen.at(-1)).toHaveLength(3))
  expect(seen).toEqual([['/api/uploads/a.png', '/api/uploads/b.png', '/api/uploads/c.png']])
  expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: expect.stringContaining('第2张上传失败') }))
  expect(text()).toContain('已上传 3/9')
})
