import TestUtils from '@tarojs/test-utils-react'
import { View } from '@tarojs/components'
import { useState } from 'react'
import { useLoad } from '../../src/utils/hooks'
import { click, text, waitFor } from './helpers'

/** Answers are released by the test, in any order. */
function controlledLoads() {
  const pending = new Map<string, { resolve: (v: string) => void; reject: (e: Error) => void }>()
  const load = (key: string) => new Promise<string>((resolve, reject) => pending.set(key, { resolve, reject }))
  return { load, pending }
}

afterEach(() => {
  document.body.innerHTML = ''
})

test('an answer that arrives after a newer load started is dropped', async () => {
  const { load, pending } = controlledLoads()
  function Probe() {
    const [key, setKey] = useState('a')
    const { data, loading, error } = useLoad(() => load(key), [key])
    return (
      <View>
        <View className='next' onClick={() => setKey('b')}>next</View>
        <View className='out'>{loading ? 'loading' : error ? 'error:' + error : 'data:' + data}</View>
      </View>
    )
  }
  const u = new TestUtils()
  await u.mount(Probe)
  await waitFor(() => expect(pending.has('a')).toBe(true))
  await click(u, '.next')
  await waitFor(() => expect(pending.has('b')).toBe(true))
  pending.get('b')!.resolve('new')
  await waitFor(() => expect(text()).toContain('data:new'))
  pending.get('a')!.resolve('old')
  await new Promise((r) => setTimeout(r, 30))
  expect(text()).toContain('data:new')
  expect(text()).not.toContain('old')
})

test('a failure shows its message; reload tries again', async () => {
  const { load, pending } = controlledLoads()
  let calls = 0
  function Probe() {
    const { data, loading, error, reload } = useLoad(() => load(String(++calls)), [])
    return (
      <View>
        <View className='retry' onClick={() => void reload()}>retry</View>
        <View className='out'>{loading ? 'loading' : error ? 'error:' + error : 'data:' + data}</View>
      </View>
    )
  }
  const u = new TestUtils()
  await u.mount(Probe)
  await waitFor(() => expect(pending.has('1')).toBe(true))
  pending.get('1')!.reject(new Error('服务器繁忙'))
  await waitFor(() => expect(text()).toContain('error:服务器繁忙'))
  await click(u, '.retry')
  await waitFor(() => expect(pending.has('2')).toBe(true))
  pending.get('2')!.resolve('ok')
  await waitFor(() => expect(text()).toContain('data:ok'))
})

test('retry is offered for network and server errors, not for a 4xx answer', async () => {
  const { load, pending } = controlledLoads()
  let calls = 0
  function Probe() {
    const { error, retryable, reload } = useLoad(() => load(String(++calls)), [])
    return (
      <View>
        <View className='retry' onClick={() => void reload()}>retry</View>
        <View className='out'>{error ? error + (retryable ? ':retryable' : ':final') : ''}</View>
      </View>
    )
  }
  const apiError = (message: string, code: number) => Object.assign(new Error(message), { code, ignored: false, network: code === 0 })
  const u = new TestUtils()
  await u.mount(Probe)
  await waitFor(() => expect(pending.has('1')).toBe(true))
  pending.get('1')!.reject(apiError('网络异常，请检查网络后重试', 0))
  await waitFor(() => expect(text()).toContain('网络异常，请检查网络后重试:retryable'))
  await click(u, '.retry')
  await waitFor(() => expect(pending.has('2')).toBe(true))
  pending.get('2')!.reject(apiError('公告不存在或已下线', 404))
  await waitFor(() => expect(text()).toContain('公告不存在或已下线:final'))
})

test('the first load starts as the component first renders and is asked once: the effect takes its answer', async () => {
  const { load, pending } = controlledLoads()
  let calls = 0
  function Probe() {
    const { data, loading } = useLoad(() => load(String(++calls)), [])
    return <View className='out'>{loading ? 'loading' : 'data:' + data}</View>
  }
  const u = new TestUtils()
  await u.mount(Probe)
  await waitFor(() => expect(pending.has('1')).toBe(true))
  pending.get('1')!.resolve('first')
  await waitFor(() => expect(text()).toContain('data:first'))
  await new Promise((r) => setTimeout(r, 30))
  expect(calls).toBe(1)
})

test('a first load that fails shows its message like any other', async () => {
  function Probe() {
    const { loading, error } = useLoad(() => Promise.reject(new Error('网络异常')), [])
    return <View className='out'>{loading ? 'loading' : 'error:' + error}</View>
  }
  const u = new TestUtils()
  await u.mount(Probe)
  await waitFor(() => expect(text()).toContain('error:网络异常'))
})

test('data that came with the page is the first frame, asked for again only when the deps change', async () => {
  const { load, pending } = controlledLoads()
  function Probe() {
    const [key, setKey] = useState('a')
    const { data, loading } = useLoad(() => load(key), [key], undefined, () => 'from-page')
    return (
      <View>
        <View className='next' onClick={() => setKey('b')}>next</View>
        <View className='out'>{loading ? 'loading' : 'data:' + data}</View>
      </View>
    )
  }
  const u = new TestUtils()
  await u.mount(Probe)
  expect(text()).toContain('data:from-page')
  await new Promise((r) => setTimeout(r, 30))
  expect(pending.size).toBe(0)
  await click(u, '.next')
  await waitFor(() => expect(pending.has('b')).toBe(true))
  pending.get('b')!.resolve('fresh')
  await waitFor(() => expect(text()).toContain('data:fresh'))
})
