import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import { notices } from '../../server/modules/notice/schema'
import { users } from '../../server/modules/user/schema'
import { createSession } from '../../server/modules/auth/sessions'
import { call, DRIVERS, registerUser, useTestEnv, type TestEnv } from './helpers'
import { ownImages } from './recycling'

const EN = 'en-US,en;q=0.9'
const DIRTY =
  '<h3 onmouseover="steal()">标题</h3><p onclick="x()">正文<script>alert(1)</script>内容</p>' +
  '<img src=x onerror=alert(1)><a href="javascript:alert(2)">链接</a><iframe src="https://evil.example"></iframe>' +
  '<style>body{display:none}</style><p style="color:red">保留的段落</p>'
const SCRIPTY = /<script|onerror|onclick|onmouseover|javascript:|<iframe|<style|alert\(/i

async function adminToken(env: TestEnv): Promise<string> {
  const [admin] = await env.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1)
  return (await createSession(env.db, admin.id, 1)).token
}

const publicIds = async (env: TestEnv, query: string) =>
  (await call(env.app, 'GET', `/api/web/notice/list?${query}&pageSize=50`)).data.rows.map((r: any) => r.id) as number[]

for (const driver of DRIVERS) {
  describe(`admin notices and help content [${driver}]`, () => {
    const env = useTestEnv(driver)

    it('every admin notice route: 401 without login, 403 for users (before the body is read)', async () => {
      const e = env()
      const user = await registerUser(e)
      const [seeded] = await e.db.select({ id: notices.id }).from(notices).limit(1)
      const routes: [string, string, unknown][] = [
        ['GET', '/api/admin/notices', undefined],
        ['POST', '/api/admin/notices', { nope: 1 }],
        ['PUT', `/api/admin/notices/${seeded.id}`, { nope: 1 }],
        ['DELETE', `/api/admin/notices/${seeded.id}`, undefined],
      ]
      for (const [method, url, body] of routes) {
        let res = await call(e.app, method, url, { body })
        assert.equal(res.code, 401, `${method} ${url}`)
        res = await call(e.app, method, url, { body, token: user.token })
        assert.equal(res.code, 403, `${method} ${url}`)
        assert.equal(res.msg, '没有权限执行此操作')
      }
      const [still] = await e.db.select({ id: notices.id }).from(notices).where(eq(notices.id, seeded.id))
      assert.ok(still, 'nothing deleted')
    })

    it('POST /admin/notices: content is sanitised before it is stored; no script ever comes back out', async () => {
      const e = env()
      const admin = await adminToken(e)
      const res = await call(e.app, 'POST', '/api/admin/notices', {
        token: admin,
        body: { noticeType: '3', title: '  如何验号？  ', content: DIRTY, category: ' 买号指南 ' },
      })
      assert.equal(res.code, 200, res.msg)
      assert.equal(res.msg, '公告已创建')
      const n = res.data
      assert.deepEqual(Object.keys(n).sort(), [
        'category',
        'categoryEn',
        'content',
        'contentEn',
        'cover',
        'id',
        'noticeType',
        'pinned',
        'published',
        'publishedAt',
        'summary',
        'title',
        'titleEn',
      ])
      assert.equal(n.title, '如何验号？')
      assert.equal(n.category, '买号指南')
      assert.equal(n.pinned, false)
      assert.equal(n.published, true)
      assert.equal(n.cover, null)
      assert.ok(!SCRIPTY.test(n.content), n.content)
      assert.match(n.content, /<p>正文内容<\/p>/)
      assert.match(n.content, /保留的段落/)
      assert.ok(!/[<>]/.test(n.summary), 'summary is plain text')
      assert.match(n.summary, /^标题 正文内容/)

      const [row] = await e.db.select().from(notices).where(eq(notices.id, n.id))
      assert.ok(!SCRIPTY.test(row.content), 'stored clean')
      for (const url of [`/api/web/notice/${n.id}`, `/api/system/notice/${n.id}`]) {
        const out = await call(e.app, 'GET', url, { token: admin })
        assert.equal(out.code, 200)
        assert.ok(!SCRIPTY.test(out.raw), url)
      }
      const list = await call(e.app, 'GET', '/api/admin/notices?noticeType=3&pageSize=50', { token: admin })
      assert.ok(!SCRIPTY.test(list.raw))

      // a replacement is sanitised the same way
      const put = await call(e.app, 'PUT', `/api/admin/notices/${n.id}`, {
        token: admin,
        body: { noticeType: '3', title: '如何验号？', content: '<p>新正文</p><img src="/a.png" onerror="alert(1)">', category: '买号指南' },
      })
      assert.equal(put.code, 200, put.msg)
      assert.ok(!SCRIPTY.test(put.raw))
      assert.match(put.data.content, /<img src="\/a.png"/)
    })

    it('notice input: bad values are a 400 with a clear message, and nothing is stored', async () => {
      const e = env()
      const admin = await adminToken(e)
      const [stranger] = await ownImages(e, 1, 1)
      const ok = { noticeType: '2', title: '新闻标题', content: '<p>新闻正文</p>' }
      const cases: [unknown, string, string][] = [
        [{ ...ok, title: '   ' }, '标题需为1-100个字', 'the title must be 1-100 characters'],
        [{ ...ok, title: '题'.repeat(101) }, '标题需为1-100个字', 'the title must be 1-100 characters'],
        [{ ...ok, content: '<script>alert(1)</script>' }, '请填写公告正文', 'the notice needs some content'],
        [{ ...ok, content: '  ' }, '请填写公告正文', 'the notice needs some content'],
        [{ ...ok, category: '买号指南' }, '只有帮助文章可以设置分类', 'only help articles have a category'],
        [{ ...ok, noticeType: '3', category: '类'.repeat(21) }, '分类不能超过20个字', 'the category must be at most 20 characters'],
        [{ ...ok, cover: 'javascript:alert(1)' }, '封面需为上传图片的地址或 http(s) 链接', 'the cover must be'],
        [{ ...ok, cover: '/api/uploads/' + '0'.repeat(32) + '.png' }, '封面需为上传图片的地址或 http(s) 链接', 'the cover must be'],
        [{ ...ok, noticeType: '12' }, '公告类型格式不正确', 'notice type is invalid'],
        [{ ...ok, noticeType: 2 }, '公告类型格式不正确', 'notice type is invalid'],
        [{ ...ok, pinned: 'yes' }, '置顶格式不正确', 'pinned is invalid'],
        [{ ...ok, title: undefined }, '标题不能为空', 'title is required'],
        [{ ...ok, content: undefined }, '内容不能为空', 'content is required'],
        [{ ...ok, summary: 'x' }, '不支持的字段：summary', 'unknown field: summary'],
        [{ ...ok, publishedAt: '2020-01-01T00:00:00Z' }, '不支持的字段：publishedAt', 'unknown field: publishedAt'],
      ]
      const [{ before }] = await e.db.select({ before: notices.id }).from(notices).orderBy(notices.id).limit(1)
      const count = async () => (await e.db.select({ id: notices.id }).from(notices)).length
      const n0 = await count()
      for (const [body, zh, en] of cases) {
        let res = await call(e.app, 'POST', '/api/admin/notices', { token: admin, body })
        assert.equal(res.code, 400, JSON.stringify(body))
        assert.equal(res.msg, zh)
        res = await call(e.app, 'POST', '/api/admin/notices', { token: admin, body, lang: EN })
        assert.ok(res.msg.startsWith(en), `${res.msg} ~ ${en}`)
      }
      assert.equal(await count(), n0)
      // PUT checks the same rules and leaves the notice as it was
      const [target] = await e.db.select().from(notices).where(eq(notices.id, before))
      const res = await call(e.app, 'PUT', `/api/admin/notices/${before}`, { token: admin, body: { ...ok, title: '' } })
      assert.equal(res.code, 400)
      const [same] = await e.db.select().from(notices).where(eq(notices.id, before))
      assert.deepEqual(same, target)
      // covers: any upload of this server, or an http(s) link; blank means none
      for (const cover of [stranger, 'https://cdn.example.com/c.png']) {
        const made = await call(e.app, 'POST', '/api/admin/notices', { token: admin, body: { ...ok, cover } })
        assert.equal(made.code, 200, made.msg)
        assert.equal(made.data.cover, cover)
      }
      const blank = await call(e.app, 'POST', '/api/admin/notices', { token: admin, body: { ...ok, cover: ' ', category: null } })
      assert.equal(blank.data.cover, null)
      assert.equal(blank.data.category, null)
      // an image alone is content enough
      const img = await call(e.app, 'POST', '/api/admin/notices', { token: admin, body: { ...ok, content: '<img src="https://cdn.example.com/x.png">' } })
      assert.equal(img.code, 200, img.msg)
    })

    it('drafts: listed for admins only, absent from public lists and details; publishing dates them then', async () => {
      const e = env()
      const admin = await adminToken(e)
      const res = await call(e.app, 'POST', '/api/admin/notices', {
        token: admin,
        body: { noticeType: '1', title: '草稿公告', content: '<p>尚未发布</p>', published: false, pinned: true },
      })
      assert.equal(res.code, 200)
      const draft = res.data
      assert.equal(draft.published, false)
      assert.ok(!(await publicIds(e, 'noticeType=1')).includes(draft.id))
      assert.ok(!(await publicIds(e, '')).includes(draft.id))
      let r = await call(e.app, 'GET', `/api/web/notice/${draft.id}`)
      assert.equal(r.code, 404)
      r = await call(e.app, 'GET', '/api/V2/H5/gonggaoDetails?noticeType=1')
      assert.notEqual(r.data.id, draft.id)
      const adminList = await call(e.app, 'GET', '/api/admin/notices?noticeType=1&pageSize=50', { token: admin })
      assert.equal(adminList.code, 200)
      const listed = adminList.data.rows.find((x: any) => x.id === draft.id)
      assert.ok(listed)
      assert.equal(listed.published, false)
      assert.ok(adminList.data.rows.every((x: any) => x.noticeType === '1'))
      assert.equal(adminList.data.rows[0].id, draft.id, 'newest first')
      assert.ok(adminList.data.rows.some((x: any) => x.title.includes('【草稿】')), 'seeded drafts too')

      await e.db.update(notices).set({ publishedAt: new Date(Date.now() - 5 * 86400_000) }).where(eq(notices.id, draft.id))
      const before = Date.now()
      r = await call(e.app, 'PUT', `/api/admin/notices/${draft.id}`, {
        token: admin,
        body: { noticeType: '1', title: '正式公告', content: '<p>已经发布</p>', pinned: true },
      })
      assert.equal(r.code, 200, r.msg)
      assert.equal(r.msg, '公告已保存')
      assert.equal(r.data.published, true, 'published defaults to true')
      const publishedAt = Date.parse(r.data.publishedAt)
      assert.ok(publishedAt >= before - 5000, 'dated when published')
      assert.ok((await publicIds(e, 'noticeType=1')).includes(draft.id))
      r = await call(e.app, 'GET', `/api/web/notice/${draft.id}`)
      assert.equal(r.data.title, '正式公告')

      // editing a published notice keeps its date; unpublishing hides it again
      r = await call(e.app, 'PUT', `/api/admin/notices/${draft.id}`, {
        token: admin,
        body: { noticeType: '1', title: '正式公告（修订）', content: '<p>修订</p>' },
      })
      assert.equal(Date.parse(r.data.publishedAt), publishedAt)
      assert.equal(r.data.pinned, false, 'a replacement: omitted pinned is false')
      r = await call(e.app, 'PUT', `/api/admin/notices/${draft.id}`, {
        token: admin,
        body: { noticeType: '1', title: '正式公告（修订）', content: '<p>修订</p>', published: false },
      })
      assert.equal(r.data.published, false)
      assert.ok(!(await publicIds(e, 'noticeType=1')).includes(draft.id))
      r = await call(e.app, 'PUT', '/api/admin/notices/999999', { token: admin, body: { noticeType: '1', title: 't', content: '<p>c</p>' } })
      assert.equal(r.code, 404)
      assert.equal(r.msg, '公告不存在')
    })

    it('DELETE /admin/notices/{id}: gone everywhere; a second delete is 404', async () => {
      const e = env()
      const admin = await adminToken(e)
      const made = await call(e.app, 'POST', '/api/admin/notices', { token: admin, body: { noticeType: '2', title: '待删除', content: '<p>x</p>' } })
      const id = made.data.id
      assert.ok((await publicIds(e, 'noticeType=2')).includes(id))
      let res = await call(e.app, 'DELETE', `/api/admin/notices/${id}`, { token: admin })
      assert.equal(res.code, 200)
      assert.equal(res.msg, '公告已删除')
      assert.equal(res.data, null)
      assert.ok(!(await publicIds(e, 'noticeType=2')).includes(id))
      res = await call(e.app, 'GET', `/api/system/notice/${id}`, { token: admin })
      assert.equal(res.code, 404)
      res = await call(e.app, 'DELETE', `/api/admin/notices/${id}`, { token: admin, lang: EN })
      assert.equal(res.code, 404)
      assert.equal(res.msg, 'no such notice')
      res = await call(e.app, 'DELETE', '/api/admin/notices/0', { token: admin })
      assert.equal(res.code, 400)
    })

    it('GET /web/notice/list?category: help notices of one category; bad values are 400', async () => {
      const e = env()
      const admin = await adminToken(e)
      const ids: number[] = []
      for (const [title, category] of [
        ['测试分类文章一', '测试分类'],
        ['测试分类文章二', '测试分类'],
        ['其他分类文章', '其他测试分类'],
      ]) {
        const res = await call(e.app, 'POST', '/api/admin/notices', { token: admin, body: { noticeType: '3', title, content: `<p>${title}</p>`, category } })
        ids.push(res.data.id)
      }
      await call(e.app, 'POST', '/api/admin/notices', {
        token: admin,
        body: { noticeType: '3', title: '未发布的分类文章', content: '<p>x</p>', category: '测试分类', published: false },
      })
      const res = await call(e.app, 'GET', `/api/web/notice/list?noticeType=3&category=${encodeURIComponent('测试分类')}`)
      assert.equal(res.code, 200)
      assert.deepEqual(res.data.rows.map((r: any) => r.id), [ids[1], ids[0]])
      assert.equal(res.data.total, 2)
      assert.ok(res.data.rows.every((r: any) => r.category === '测试分类'))
      // without noticeType too (only help notices have a category)
      assert.deepEqual(await publicIds(e, `category=${encodeURIComponent('其他测试分类')}`), [ids[2]])
      assert.deepEqual(await publicIds(e, `category=${encodeURIComponent('没有这个分类')}`), [])
      // a category may be named in English, whose names are longer (contract/rules.ts NOTICE_CATEGORY_EN_MAX)
      let bad = await call(e.app, 'GET', `/api/web/notice/list?category=${encodeURIComponent('类'.repeat(41))}`)
      assert.equal(bad.code, 400)
      assert.equal(bad.msg, '分类不能超过40个字符')
      bad = await call(e.app, 'GET', '/api/web/notice/list?category=')
      assert.equal(bad.code, 400)
      assert.equal(bad.msg, '分类不能为空')
    })

    it('seeded content: help in five categories, news, about and the three service documents', async () => {
      const e = env()
      const help = await call(e.app, 'GET', '/api/web/notice/list?noticeType=3&pageSize=50')
      const byCategory = new Map<string, number>()
      for (const r of help.data.rows) byCategory.set(r.category, (byCategory.get(r.category) ?? 0) + 1)
      for (const c of ['买号指南', '卖号指南', '账号安全', '支付与退款', '包赔与售后']) {
        assert.ok((byCategory.get(c) ?? 0) >= 3, `3+ help notices in ${c}`)
        const one = await call(e.app, 'GET', `/api/web/notice/list?noticeType=3&category=${encodeURIComponent(c)}`)
        assert.ok(one.data.rows.every((r: any) => r.category === c))
      }
      assert.ok(!byCategory.has(null as unknown as string), 'every help notice has a category')
      const news = await call(e.app, 'GET', '/api/web/notice/list?noticeType=2')
      assert.ok(news.data.total >= 5)
      const others = await call(e.app, 'GET', '/api/web/notice/list?noticeType=1&pageSize=50')
      assert.ok(others.data.rows.every((r: any) => r.category === null))
      for (const [type, title, needle] of [
        ['6', '关于我们', /担保交易/],
        ['8', '防骗指南：常见账号交易骗术', /伪造付款截图/],
        ['9', '担保交易流程说明', /72小时保障期/],
        ['10', '小程序与H5使用指南', /微信小程序/],
      ] as const) {
        const doc = await call(e.app, 'GET', `/api/V2/H5/gonggaoDetails?noticeType=${type}`)
        assert.equal(doc.code, 200, `type ${type}`)
        assert.equal(doc.data.title, title)
        assert.match(doc.data.content, needle)
        assert.ok(!SCRIPTY.test(doc.data.content))
      }
    })
  })
}
