import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { App as AntApp, ConfigProvider } from 'antd'
import zhCN from 'antd/locale/zh_CN'
import dayjs from 'dayjs'
import 'dayjs/locale/zh-cn'
import { ConsoleApp } from './ConsoleApp'
import { restoreSession } from './session'
import './global.css'

dayjs.locale('zh-cn')
void restoreSession()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ConfigProvider locale={zhCN} theme={{ token: { colorPrimary: '#1677ff', borderRadius: 6 } }}>
      <AntApp>
        <BrowserRouter basename="/admin">
          <ConsoleApp />
        </BrowserRouter>
      </AntApp>
    </ConfigProvider>
  </StrictMode>,
)
