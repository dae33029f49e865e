// @tarojs/test-utils-react 0.1.1 renders through react-dom/test-utils' act, which React 18.3 reports as deprecated
// on every mount; that one library warning is dropped so real errors stay visible.
const original = console.error
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].includes('ReactDOMTestUtils.act')) return
  original(...args)
}
