import Taro from '@tarojs/taro'
import { createElement, type PropsWithChildren } from 'react'
import { StoresContext, stores } from './stores'
import { installRem } from './utils/rem'
import { routes } from './routes'
import './app.scss'

// H5: config/h5-icons.ts lets page chunks link single NutUI icons past the package's index, which is where the
// icons' own stylesheet was imported; it is loaded here instead (about 1.5 KB gzip). The mini program still goes
// through that index, and webpack drops this branch from its build.
if (process.env.TARO_ENV === 'h5') require('@nutui/icons-react-taro/dist/style_icon.css')

// the mini program answers WeChat's privacy check with its own sheet (components/PrivacySheet.tsx)
if (process.env.TARO_ENV === 'weapp') require('./stores/privacy').installPrivacyGuide(Taro.onNeedPrivacyAuthorization)

if (process.env.TARO_ENV === 'h5' && typeof window !== 'undefined') {
  installRem(window)
  // `/` must end on the home page's canonical URL (/index/home): rewrite it before the router starts.
  if (window.location.pathname === '/' || window.location.pathname === '') {
    window.history.replaceState(window.history.state, '', routes[0].urls[0] + window.location.search)
  }
}

function App({ children }: PropsWithChildren) {
  return createElement(StoresContext.Provider, { value: stores }, children)
}

export default App
