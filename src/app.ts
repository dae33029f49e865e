import { createElement, type PropsWithChildren } from 'react'
import { StoresContext, stores } from './stores'
import { installRem } from './utils/rem'
import { routes } from './routes'
import './app.scss'

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
