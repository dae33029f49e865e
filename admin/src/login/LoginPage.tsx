/**
 * /admin/login: account name or phone, password and the image captcha of the app's password login
 * (GET /api/captchaImage, POST /api/login). The server's msg is shown above the form; a failed try always takes a
 * new captcha (each is single use). Accounts that are neither admin nor staff are refused (session.ts).
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom'
import { LoginForm, ProFormText, type ProFormInstance } from '@ant-design/pro-components'
import { Alert, Tooltip } from 'antd'
import { LockOutlined, SafetyCertificateOutlined, UserOutlined } from '@ant-design/icons'
import type { CaptchaImage } from '../../../contract/types'
import { api, isApiError } from '../api'
import { login, useSession } from '../session'
import styles from './login.module.css'

interface LoginFields {
  username: string
  password: string
  captchaCode: string
}

/** only console paths are followed after login (never another origin) */
function safeRedirect(raw: string | null): string {
  return raw && raw.startsWith('/') && !raw.startsWith('//') && !raw.startsWith('/login') ? raw : '/'
}

export function LoginPage() {
  const { status } = useSession()
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const [captcha, setCaptcha] = useState<CaptchaImage | null>(null)
  const [error, setError] = useState<string | null>(null)
  const formRef = useRef<ProFormInstance<LoginFields>>(undefined)
  const redirect = safeRedirect(params.get('redirect'))

  const refreshCaptcha = useCallback(async () => {
    try {
      setCaptcha(await api.get<CaptchaImage>('/captchaImage', undefined, { silent: true }))
    } catch (e) {
      setCaptcha(null)
      setError(isApiError(e) ? e.msg : '验证码加载失败，请点击重试')
    }
  }, [])

  useEffect(() => {
    void refreshCaptcha()
  }, [refreshCaptcha])

  if (status === 'ready') return <Navigate to={redirect} replace />

  const submit = async (values: LoginFields) => {
    if (!captcha) {
      setError('验证码加载失败，请点击验证码图片重试')
      return false
    }
    setError(null)
    try {
      await login({ username: values.username.trim(), password: values.password, captchaId: captcha.captchaId, captchaCode: values.captchaCode.trim() })
      navigate(redirect, { replace: true })
      return true
    } catch (e) {
      setError(isApiError(e) ? e.msg : '登录失败，请稍后再试')
      // the old answer belongs to the old picture
      formRef.current?.setFieldValue('captchaCode', '')
      void refreshCaptcha()
      return false
    }
  }

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <LoginForm<LoginFields>
          logo={<img alt="" src="data:image/svg+xml;utf8,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%231677ff'/%3E%3Cpath d='M9 11h14v3H9zM9 16h9v3H9zM9 21h14v3H9z' fill='%23fff'/%3E%3C/svg%3E" />}
          title="运营后台"
          subTitle="游戏账号交易平台 · 管理员与客服登录"
          submitter={{ searchConfig: { submitText: '登录' }, submitButtonProps: { className: 'login-submit' } }}
          formRef={formRef}
          onFinish={submit}
          onValuesChange={() => error && setError(null)}
        >
          {error && <Alert className="login-error" type="error" showIcon message={error} style={{ marginBottom: 24 }} />}
          <ProFormText
            name="username"
            fieldProps={{ size: 'large', prefix: <UserOutlined />, autoComplete: 'username' }}
            placeholder="账号或手机号"
            rules={[{ required: true, whitespace: true, message: '请输入账号或手机号' }]}
          />
          <ProFormText.Password
            name="password"
            fieldProps={{ size: 'large', prefix: <LockOutlined />, autoComplete: 'current-password' }}
            placeholder="密码"
            rules={[{ required: true, message: '请输入密码' }]}
          />
          <div className={styles.captchaRow}>
            <ProFormText
              name="captchaCode"
              fieldProps={{ size: 'large', prefix: <SafetyCertificateOutlined />, maxLength: 8, autoComplete: 'off' }}
              placeholder="图形验证码"
              rules={[{ required: true, whitespace: true, message: '请输入图形验证码' }]}
              formItemProps={{ style: { flex: 1 } }}
            />
            <Tooltip title="看不清？点击换一张">
              <button type="button" className={styles.captcha} onClick={() => void refreshCaptcha()} aria-label="换一张验证码">
                {captcha ? <img className="login-captcha" src={captcha.img} alt="图形验证码" /> : <span>点击加载</span>}
              </button>
            </Tooltip>
          </div>
        </LoginForm>
      </div>
      <div className={styles.footer}>仅限平台管理员与客服使用 · 后台操作均记录在审计日志中</div>
    </div>
  )
}
