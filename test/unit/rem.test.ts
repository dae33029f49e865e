import { debounce, installRem, rootFontSize, REM_DEBOUNCE_MS } from '../../src/utils/rem'

describe('rem layout', () => {
  test('root font size is the viewport width / 10, capped at 540', () => {
    expect(rootFontSize(375)).toBe(37.5)
    expect(rootFontSize(390)).toBe(39)
    expect(rootFontSize(540)).toBe(54)
    expect(rootFontSize(1024)).toBe(54)
    expect(rootFontSize(0)).toBe(54)
  })

  test('debounce runs once, 300 ms after the last call', () => {
    jest.useFakeTimers()
    const fn = jest.fn()
    const d = debounce(fn, 300)
    d()
    jest.advanceTimersByTime(200)
    d()
    jest.advanceTimersByTime(299)
    expect(fn).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(fn).toHaveBeenCalledTimes(1)
    jest.useRealTimers()
  })

  test('installRem sets the size now and again 300 ms after resizing stops', () => {
    jest.useFakeTimers()
    let width = 390
    const el = document.documentElement
    const spy = jest.spyOn(el, 'getBoundingClientRect').mockImplementation(() => ({ width }) as DOMRect)
    const stop = installRem(window)
    expect(el.style.fontSize).toBe('39px')
    width = 800
    window.dispatchEvent(new Event('resize'))
    jest.advanceTimersByTime(REM_DEBOUNCE_MS - 1)
    expect(el.style.fontSize).toBe('39px')
    width = 320
    window.dispatchEvent(new Event('resize'))
    jest.advanceTimersByTime(REM_DEBOUNCE_MS - 1)
    expect(el.style.fontSize).toBe('39px')
    jest.advanceTimersByTime(1)
    expect(el.style.fontSize).toBe('32px')
    width = 1200
    window.dispatchEvent(new Event('resize'))
    jest.advanceTimersByTime(REM_DEBOUNCE_MS)
    expect(el.style.fontSize).toBe('54px')
    stop()
    width = 375
    window.dispatchEvent(new Event('resize'))
    jest.advanceTimersByTime(REM_DEBOUNCE_MS)
    expect(el.style.fontSize).toBe('54px')
    spy.mockRestore()
    jest.useRealTimers()
  })
})
