/**
 * H5 only: stands in for 'jsonp-retry', which Taro.request loads for its `jsonp` option. The app calls its own
 * API on the same origin (src/api/request.ts) and never asks for JSONP, so the library stays out of app.js.
 */
export default function jsonpRetry() {
  throw new Error('Taro.request({ jsonp }) is not part of this build (config/h5-no-jsonp.mjs)')
}
