import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import { users } from '../../server/modules/user/schema'
import { call, DRIVERS, idNumber, registerUser, useTestEnv, yearsAgo } from './helpers'

for (const driver of DRIVERS) {
  describe(`profile and real name [${driver}]`, () => {
    const env = useTestEnv(driver)

    it('GET profile returns the contract shape of the caller only', async () => {
      const { app } = env()
      const user = await registerUser(env())
      const res = await call(app, 'GET', '/api/system/user/profile', { token: user.token })
      assert.equal(res.code, 200)
      assert.deepEqual(Object.keys(res.data).sort(), [
        'avatar', 'balance', 'createdAt', 'email', 'gender', 'id', 'nickname', 'phone', 'qq', 'realName', 'role', 'signature', 'username', 'wechat',
      ])
      assert.equal(res.data.id, user.id)
      assert.equal(res.data.phone, user.phone)
      assert.deepEqual(res.data.realName, { verified: false, name: null, idNumber: null, adult: null, verifiedAt: null })
      assert.ok(!/password|hash|_enc|Enc/i.test(res.raw), 'no secrets in the profile')
    })

    it('PUT profile changes the allowed fields; "" and null clear optional ones', async () => {
      const { app } = env()
      const user = await registerUser(env())
      let res = await call(app, 'PUT', '/api/system/user/profile', {
        token: user.token,
        body: { nickname: ' 小明 ', gender: 'male', email: 'a@b.cn', qq: '123456', wechat: 'wx_abc123', signature: '只玩王者' },
      })
      assert.equal(res.code, 200, res.msg)
      assert.equal(res.data.nickname, '小明')
      assert.equal(res.data.gender, 'male')
      assert.equal(res.data.email, 'a@b.cn')
      assert.equal(res.data.qq, '123456')
      assert.equal(res.data.wechat, 'wx_abc123')
      assert.equal(res.data.signature, '只玩王者')
      res = await call(app, 'PUT', '/api/system/user/profile', { token: user.token, body: { email: '', qq: null } })
      assert.equal(res.code, 200)
      assert.equal(res.data.email, null)
      assert.equal(res.data.qq, null)
      assert.equal(res.data.nickname, '小明', 'fields not sent stay')
      const again = await call(app, 'GET', '/api/system/user/profile', { token: user.token })
      assert.deepEqual(again.data, res.data)
    })

    it('PUT profile: each bad field is named and nothing changes', async () => {
      const { app } = env()
      const user = await registerUser(env())
      const before = (await call(app, 'GET', '/api/system/user/profile', { token: user.token })).data
      const cases: [Record<string, unknown>, string, string][] = [
        [{ nickname: '' }, '昵称不能为空', 'nickname is required'],
        [{ nickname: '   ' }, '昵称不能为空', 'nickname is required'],
        [{ nickname: '好'.repeat(21) }, '昵称不能超过20个字符', 'nickname must be at most 20 characters'],
        [{ gender: 'other' }, '性别格式不正确', 'gender is invalid'],
        [{ email: 'not-an-email' }, '邮箱格式不正确', 'email is invalid'],
        [{ qq: '0123' }, 'QQ号格式不正确', 'QQ number is invalid'],
        [{ wechat: '1bad' }, '微信号格式不正确', 'WeChat ID is invalid'],
        [{ signature: 'x'.repeat(101) }, '个性签名不能超过100个字符', 'signature must be at most 100 characters'],
        [{ nickname: 5 }, '昵称格式不正确', 'nickname is invalid'],
        [{}, '请至少修改一项资料', 'change at least one field'],
        [{ nickname: 'ok', role: 'admin' }, '不支持的字段：role', 'unknown field: role'],
        [{ balance: 999999 }, '不支持的字段：balance', 'unknown field: balance'],
        [{ realName: { verified: true } }, '不支持的字段：realName', 'unknown field: realName'],
        [{ phone: '13900000000' }, '不支持的字段：phone', 'unknown field: phone'],
        [{ id: 1 }, '不支持的字段：id', 'unknown field: id'],
        [{ username: 'hacker' }, '不支持的字段：username', 'unknown field: username'],
      ]
      for (const [body, zh, en] of cases) {
        let res = await call(app, 'PUT', '/api/system/user/profile', { token: user.token, body })
        assert.equal(res.code, 400, JSON.stringify(body))
        assert.equal(res.msg, zh)
        res = await call(app, 'PUT', '/api/system/user/profile', { token: user.token, body, lang: 'en-US,en;q=0.9,zh-CN;q=0.8' })
        assert.equal(res.msg, en)
      }
      const after = (await call(app, 'GET', '/api/system/user/profile', { token: user.token })).data
      assert.deepEqual(after, before)
      const [row] = await env().db.select().from(users).where(eq(users.id, user.id))
      assert.equal(row.role, 'user')
      assert.equal(row.balance, 0)
    })

    it('profile without a valid token is 401, before any body check', async () => {
      const { app } = env()
      let res = await call(app, 'PUT', '/api/system/user/profile', { body: { nickname: 'x' } })
      assert.equal(res.code, 401)
      res = await call(app, 'PUT', '/api/system/user/profile', { body: { role: 'admin' }, token: 'bogus' })
      assert.equal(res.code, 401)
      res = await call(app, 'POST', '/api/realname/auth', { body: { realName: '张三', idNumber: idNumber('1990-01-01') } })
      assert.equal(res.code, 401)
    })

    it('user B never sees or changes user A', async () => {
      const { app } = env()
      const a = await registerUser(env())
      const b = await registerUser(env())
      await call(app, 'PUT', '/api/system/user/profile', { token: a.token, body: { nickname: 'A的昵称' } })
      const res = await call(app, 'PUT', '/api/system/user/profile', { token: b.token, body: { nickname: 'B的昵称' } })
      assert.equal(res.data.id, b.id)
      const seenByB = await call(app, 'GET', '/api/system/user/profile', { token: b.token })
      assert.equal(seenByB.data.id, b.id)
      assert.ok(!seenByB.raw.includes(a.phone) && !seenByB.raw.includes('A的昵称'))
      // no parameter can point at another user: ids in the query, path or body are ignored or rejected
      const viaQuery = await call(app, 'GET', `/api/system/user/profile?id=${a.id}&userId=${a.id}`, { token: b.token })
      assert.equal(viaQuery.data.id, b.id)
      const viaPath = await call(app, 'GET', `/api/system/user/profile/${a.id}`, { token: b.token })
      assert.equal(viaPath.code, 404)
      const viaBody = await call(app, 'PUT', '/api/system/user/profile', { token: b.token, body: { id: a.id, nickname: 'x' } })
      assert.equal(viaBody.code, 400)
      const viaReal = await call(app, 'POST', '/api/realname/auth', {
        token: b.token,
        body: { userId: a.id, realName: '张三', idNumber: idNumber('1990-01-01') },
      })
      assert.equal(viaReal.code, 400)
      const aNow = await call(app, 'GET', '/api/system/user/profile', { token: a.token })
      assert.equal(aNow.data.nickname, 'A的昵称')
      assert.equal(aNow.data.realName.verified, false)
    })

    it('real name: bad name, bad checksum, impossible or future birth date are 400 and change nothing', async () => {
      const { app } = env()
      const user = await registerUser(env())
      const valid = idNumber('1990-03-07')
      const wrongCheck = valid.slice(0, 17) + (valid[17] === '0' ? '1' : '0')
      const future = idNumber(yearsAgo(-1))
      const badDay = '11010519900230' + '123'
      const cases: [Record<string, unknown>, string][] = [
        [{ realName: 'Zhang San', idNumber: valid }, '请输入2-30个汉字的真实姓名'],
        [{ realName: '张', idNumber: valid }, '请输入2-30个汉字的真实姓名'],
        [{ realName: '', idNumber: valid }, '真实姓名不能为空'],
        [{ realName: '张三' }, '身份证号不能为空'],
        [{ realName: '张三', idNumber: '' }, '身份证号不能为空'],
        [{ realName: '张三', idNumber: wrongCheck }, '身份证号不正确'],
        [{ realName: '张三', idNumber: future }, '身份证号不正确'],
        [{ realName: '张三', idNumber: badDay + 'X' }, '身份证号不正确'],
        [{ realName: '张三', idNumber: '12345' }, '身份证号不正确'],
        [{ realName: '张三', idNumber: valid + '1' }, '身份证号不能超过18个字符'],
        [{ realName: '张三', idNumber: valid, adult: true }, '不支持的字段：adult'],
      ]
      for (const [body, msg] of cases) {
        const res = await call(app, 'POST', '/api/realname/auth', { token: user.token, body })
        assert.equal(res.code, 400, JSON.stringify(body))
        assert.equal(res.msg, msg)
      }
      const en = await call(app, 'POST', '/api/realname/auth', {
        token: user.token,
        body: { realName: '张三', idNumber: wrongCheck },
        lang: 'en-US',
      })
      assert.equal(en.msg, 'the ID number is invalid')
      const profile = await call(app, 'GET', '/api/system/user/profile', { token: user.token })
      assert.equal(profile.data.realName.verified, false)
    })

    it('real name: adult verified, masked everywhere, stored encrypted; second try 409', async () => {
      const { app, db } = env()
      const user = await registerUser(env())
      const full = idNumber('1990-03-07')
      const res = await call(app, 'POST', '/api/realname/auth', {
        token: user.token,
        body: { realName: '欧阳娜娜', idNumber: full.toLowerCase() },
      })
      assert.equal(res.code, 200, res.msg)
      assert.equal(res.data.verified, true)
      assert.equal(res.data.name, '欧***')
      assert.equal(res.data.idNumber, full.slice(0, 4) + '**********' + full.slice(-4))
      assert.equal(res.data.adult, true)
      assert.ok(Date.parse(res.data.verifiedAt) > 0)
      assert.ok(!res.raw.includes(full) && !res.raw.includes('欧阳娜娜'))
      const profile = await call(app, 'GET', '/api/system/user/profile', { token: user.token })
      assert.deepEqual(profile.data.realName, res.data)
      assert.ok(!profile.raw.includes(full) && !profile.raw.includes(full.slice(6, 14)), 'no full ID and no birth date')
      const [row] = await db.select().from(users).where(eq(users.id, user.id))
      assert.ok(row.idNumberEnc && !row.idNumberEnc.includes(full))
      assert.ok(row.realNameEnc && !row.realNameEnc.includes('欧阳'))
      assert.equal(row.birthDate, '1990-03-07')
      const again = await call(app, 'POST', '/api/realname/auth', {
        token: user.token,
        body: { realName: '张三', idNumber: idNumber('1985-01-01') },
      })
      assert.equal(again.code, 409)
      assert.equal(again.msg, '已完成实名认证，不能重复认证')
    })

    it('real name: the same ID number on a second account is 409', async () => {
      const { app } = env()
      const a = await registerUser(env())
      const b = await registerUser(env())
      const id = idNumber('1988-08-08')
      let res = await call(app, 'POST', '/api/realname/auth', { token: a.token, body: { realName: '王五', idNumber: id } })
      assert.equal(res.code, 200)
      res = await call(app, 'POST', '/api/realname/auth', { token: b.token, body: { realName: '王五', idNumber: id } })
      assert.equal(res.code, 409)
      assert.equal(res.msg, '该身份证号已被其他账号认证')
      assert.ok(!res.raw.includes(id))
      const profile = await call(app, 'GET', '/api/system/user/profile', { token: b.token })
      assert.equal(profile.data.realName.verified, false)
    })

    it('real name: a minor is recorded with adult=false; 18 today is an adult', async () => {
      const { app } = env()
      const minor = await registerUser(env())
      let res = await call(app, 'POST', '/api/realname/auth', {
        token: minor.token,
        body: { realName: '李小龙', idNumber: idNumber(yearsAgo(18, 1)) },
      })
      assert.equal(res.code, 200)
      assert.equal(res.data.verified, true)
      assert.equal(res.data.adult, false)
      const profile = await call(app, 'GET', '/api/system/user/profile', { token: minor.token })
      assert.equal(profile.data.realName.adult, false)
      const adult = await registerUser(env())
      res = await call(app, 'POST', '/api/realname/auth', {
        token: adult.token,
        body: { realName: '阿依古丽·买买提', idNumber: idNumber(yearsAgo(18)) },
      })
      assert.equal(res.code, 200, res.msg)
      assert.equal(res.data.adult, true)
    })

    it('seeded demo buyer is a verified adult, shown masked', async () => {
      const { app } = env()
      const res = await call(app, 'POST', '/api/h5/login', { body: { phone: '13800000001', code: '000000' } })
      assert.equal(res.code, 400)
      await call(app, 'GET', '/api/sms/sendYzm?phone=13800000001')
      const login = await call(app, 'POST', '/api/h5/login', {
        body: { phone: '13800000001', code: env().sms.last('13800000001', 'login') },
      })
      assert.equal(login.code, 200)
      assert.equal(login.data.user.realName.verified, true)
      assert.equal(login.data.user.realName.adult, true)
      assert.equal(login.data.user.realName.name, '张*')
      assert.match(login.data.user.realName.idNumber, /^\d{4}\*{10}[\dX]{4}$/)
    })
  })
}
