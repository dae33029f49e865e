/**
 * Routes of the console: /login outside the layout; every registered page inside it, behind a live operator
 * session (no session: to /login with the page to come back to). A page the role may not open shows 403.
 */
import { Suspense } from 'react'
import { Navigate, Route, Routes, useLocation } from 'react-router-dom'
import { Spin } from 'antd'
import { Forbidden, NotFound } from './components/ErrorPages'
import { LoginPage } from './login/LoginPage'
import { pages } from './pages'
import { canOpen } from './registry'
import { useSession } from './session'
import { Shell } from './Shell'

export const Loading = () => (
  <div style={{ display: 'flex', justifyContent: 'center', padding: 96 }}>
    <Spin size="large" />
  </div>
)

function RequireSession() {
  const { status } = useSession()
  const location = useLocation()
  if (status === 'loading') return <Loading />
  if (status === 'anonymous') {
    const back = location.pathname + location.search
    return <Navigate to={back === '/' ? '/login' : `/login?redirect=${encodeURIComponent(back)}`} replace />
  }
  return <Shell />
}

export function ConsoleApp() {
  const { role } = useSession()
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route element={<RequireSession />}>
        {pages.map((p) => {
          const Page = p.component
          return (
            <Route
              key={p.path}
              path={p.path}
              element={
                canOpen(p, role) ? (
                  <Suspense fallback={<Loading />}>
                    <Page />
                  </Suspense>
                ) : (
                  <Forbidden />
                )
              }
            />
          )
        })}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  )
}
