/**
 * The console's catalogue API (admins only): games, region trees, attribute templates. Each change writes one
 * audit entry; bad input is refused with a clear message and changes nothing; the storefront and the sell form's
 * checks see a change at once; a node used by a listing stays (409); existing listings keep their attributes.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { count, eq } from 'drizzle-orm'
import { gameAttrs, gameNodes, games } from '../../server/modules/game/schema'
import { goods, listVersion } from '../../server/modules/goods/schema'
import { auditLog } from '../../server/modules/audit/schema'
import { verifiedUser } from './buying'
import { call, DRIVERS, registerUser, roleToken, type TestEnv, type TestUser, useTestEnv } from './helpers'
import { uploadImage } from './upload-fixtures'

const routes: [string, string][] = [
  ['GET', '/api/admin/game-types'],
  ['GET', '/api/admin/games'],
  ['GET', '/api/admin/games/1'],
  ['POST', '/api/admin/games'],
  ['PUT', '/api/admin/games/1'],
  ['PUT', '/api/admin/games/1/enabled'],
  ['GET', '/api/admin/games/1/nodes'],
  ['POST', '/api/admin/games/1/nodes'],
  ['PUT', '/api/admin/games/1/nodes/order'],
  ['PUT', '/api/admin/game-nodes/1'],
  ['DELETE', '/api/admin/game-nodes/1'],
  ['GET', '/api/admin/games/1/attrs'],
  ['POST', '/api/admin/games/1/attrs'],
  ['PUT', '/api/admin/games/1/attrs/order'],
  ['PUT', '/api/admin/game-attrs/1'],
  ['DELETE', '/api/admin/game-attrs/1'],
]

async function auditOf(e: TestEnv, action: string) {
  return e.db.select().from(auditLog).where(eq(auditLog.action, action))
}

async function countOf(e: TestEnv, table: typeof games | typeof gameNodes | typeof gameAttrs) {
  const [{ n }] = await e.db.select({ n: count() }).from(table)
  return Number(n)
}

let seq = 0
/** a game made through the API with an uploaded icon */
async function newGame(e: TestEnv, token: string, over: Record<string, unknown> = {}) {
  const icon = await uploadImage(e.app, token)
  const res = await call(e.app, 'POST', '/api/admin/games', {
    token,
    body: { name: `测试游戏${Date.now().toString(36)}${seq++}`, type: 'mobile', icon, hot: 5, enabled: true, ...over },
  })
  assert.equal(res.code, 200, res.msg)
  return res.data as { id: number; name: string; icon: string }
}

async function addNode(e: TestEnv, token: string, gameId: number, parentId: number | null, name: string, key?: string) {
  const res = await call(e.app, 'POST', `/api/admin/games/${gameId}/nodes`, { token, body: { parentId, name, ...(key ? { key } : {}) } })
  assert.equal(res.code, 200, res.msg)
  return res.data as { id: number; level: string; key: string }
}

/** a full path system -> carrier -> area -> server */
async function newTree(e: TestEnv, token: string, gameId: number) {
  const system = await addNode(e, token, gameId, null, '安卓', 'android')
  const carrier = await addNode(e, token, gameId, system.id, 'QQ', 'qq')
  const area = await addNode(e, token, gameId, carrier.id, '一区')
  const server = await addNode(e, token, gameId, area.id, '一服')
  return { systemId: system.id, carrierId: carrier.id, areaId: area.id, serverId: server.id }
}

function listing(gameId: number, region: Record<string, number>, images: string[], attrs: Record<string, unknown>) {
  return {
    gameId,
    ...region,
    accountRealName: 'seller',
    attrs,
    title: '新游戏测试账号 满级 全收集 ' + Date.now().toString(36),
    description: '个人自用号，资料齐全，成交后配合换绑。',
    price: 12_300,
    images,
    credentials: { account: 'newgame_acc_01', password: 'Pa55word!xyz' },
    compensation: 'none',
    contact: 'QQ 99887766',
  }
}

async function sellerImages(e: TestEnv, seller: TestUser) {
  return [await uploadImage(e.app, seller.token), await uploadImage(e.app, seller.token), await uploadImage(e.app, seller.token)]
}

for (const driver of DRIVERS) {
  describe(`console catalogue API [${driver}]`, () => {
    const env = useTestEnv(driver)

    it('every route: 401 without login, 403 for a user and for staff', async () => {
      const e = env()
      const user = await registerUser(e)
      const staff = await roleToken(e, 'staff')
      for (const [method, url] of routes) {
        assert.equal((await call(e.app, method, url, { body: method === 'GET' || method === 'DELETE' ? undefined : {} })).code, 401, `${method} ${url}`)
        for (const token of [user.token, staff.token]) {
          const res = await call(e.app, method, url, { token, body: method === 'GET' || method === 'DELETE' ? undefined : {} })
          assert.equal(res.code, 403, `${method} ${url}`)
        }
      }
    })

    it('games: create with an uploaded icon, edit, disable and enable, each audited; bad input changes nothing', async () => {
      const e = env()
      const admin = await roleToken(e, 'admin')
      const types = await call(e.app, 'GET', '/api/admin/game-types', { token: admin.token })
      assert.ok(types.data.some((t: { key: string }) => t.key === 'mobile'))

      const before = await countOf(e, games)
      const icon = await uploadImage(e.app, admin.token)
      const bad: [Record<string, unknown>, number, RegExp][] = [
        [{ name: '  ', type: 'mobile', icon, hot: 0, enabled: true }, 400, /游戏名称/],
        [{ name: '新游', type: 'nope', icon, hot: 0, enabled: true }, 400, /游戏类型/],
        [{ name: '新游', type: 'mobile', icon: '/api/uploads/0123456789abcdef0123456789abcdef.png', hot: 0, enabled: true }, 400, /图标/],
        [{ name: '新游', type: 'mobile', icon: 'https://evil.example/x.png', hot: 0, enabled: true }, 400, /图标/],
        [{ name: '新游', type: 'mobile', icon, hot: -1, enabled: true }, 400, /热度/],
        [{ name: '王者荣耀', type: 'mobile', icon, hot: 0, enabled: true }, 409, /同名/],
      ]
      for (const [body, code, msg] of bad) {
        const res = await call(e.app, 'POST', '/api/admin/games', { token: admin.token, body })
        assert.equal(res.code, code, JSON.stringify(body))
        assert.match(res.msg, msg)
      }
      assert.equal(await countOf(e, games), before)
      assert.equal((await auditOf(e, 'game.create')).length, 0)

      const game = await newGame(e, admin.token, { enabled: false })
      assert.match(game.icon, /^\/api\/uploads\//)
      const [created] = await auditOf(e, 'game.create')
      assert.equal(created.targetId, String(game.id))
      assert.equal(created.actorId, admin.id)

      // a disabled game is not in the grid; enabling shows it at once, with its uploaded icon
      const grid = async () => (await call(e.app, 'GET', '/api/web/game/list')).data.flatMap((t: { games: { id: number; icon: string }[] }) => t.games)
      assert.ok(!(await grid()).some((g: { id: number }) => g.id === game.id))
      const on = await call(e.app, 'PUT', `/api/admin/games/${game.id}/enabled`, { token: admin.token, body: { enabled: true } })
      assert.equal(on.code, 200, on.msg)
      assert.equal((await grid()).find((g: { id: number }) => g.id === game.id)?.icon, game.icon)
      // the same state again writes nothing
      await call(e.app, 'PUT', `/api/admin/games/${game.id}/enabled`, { token: admin.token, body: { enabled: true } })
      assert.equal((await auditOf(e, 'game.enable')).length, 1)

      // an edit may send the current icon back; the entry keeps only what changed; cached list pages are outdated
      const version = async () => (await e.db.select().from(listVersion))[0].version
      const versionBefore = await version()
      const edit = await call(e.app, 'PUT', `/api/admin/games/${game.id}`, { token: admin.token, body: { name: game.name + '改', type: 'mobile', icon: game.icon, hot: 9, enabled: true } })
      assert.equal(edit.code, 200, edit.msg)
      const [updated] = await auditOf(e, 'game.update')
      assert.deepEqual(updated.before, { name: game.name, hot: 5 })
      assert.deepEqual(updated.after, { name: game.name + '改', hot: 9 })
      assert.ok((await version()) > versionBefore, 'the list version moved with the rename')
      // a seeded game keeps its asset icon when edited without a new one
      const [seeded] = await e.db.select().from(games).where(eq(games.name, '王者荣耀'))
      const seededIcon = (await call(e.app, 'GET', `/api/admin/games/${seeded.id}`, { token: admin.token })).data.icon
      const keep = await call(e.app, 'PUT', `/api/admin/games/${seeded.id}`, { token: admin.token, body: { name: seeded.name, type: seeded.type, icon: seededIcon, hot: seeded.hot, enabled: true } })
      assert.equal(keep.code, 200, keep.msg)
      assert.equal((await e.db.select().from(games).where(eq(games.id, seeded.id)))[0].icon, seeded.icon)
      assert.equal((await call(e.app, 'GET', `/api/admin/games/${game.id + 1000}`, { token: admin.token })).code, 404)

      const off = await call(e.app, 'PUT', `/api/admin/games/${game.id}/enabled`, { token: admin.token, body: { enabled: false } })
      assert.equal(off.data.enabled, false)
      assert.equal((await auditOf(e, 'game.disable')).length, 1)
      const list = await call(e.app, 'GET', '/api/admin/games?enabled=false&pageSize=50', { token: admin.token })
      assert.ok(list.data.rows.some((g: { id: number }) => g.id === game.id))
    })

    it('region tree: levels follow the parent, bad input refused, rename and reorder audited, a used or parent node stays', async () => {
      const e = env()
      const admin = await roleToken(e, 'admin')
      const game = await newGame(e, admin.token)
      const other = await newGame(e, admin.token)
      const path = await newTree(e, admin.token, game.id)
      const nodes = await call(e.app, 'GET', `/api/admin/games/${game.id}/nodes`, { token: admin.token })
      assert.deepEqual(nodes.data.map((n: { level: string }) => n.level), ['system', 'carrier', 'area', 'server'])
      assert.equal((await auditOf(e, 'gameNode.create')).length, 4)

      const before = await countOf(e, gameNodes)
      const bad: [number, Record<string, unknown>, number, RegExp][] = [
        [game.id, { parentId: path.serverId, name: '更深' }, 400, /服务器下不能再添加/],
        [game.id, { parentId: null, name: '' }, 400, /区服名称/],
        [game.id, { parentId: null, name: '苹果', key: 'IOS!' }, 400, /标识/],
        [game.id, { parentId: null, name: '安卓2', key: 'android' }, 409, /已有该标识/],
        [other.id, { parentId: path.systemId, name: '跨游戏' }, 400, /不属于该游戏/],
      ]
      for (const [gameId, body, code, msg] of bad) {
        const res = await call(e.app, 'POST', `/api/admin/games/${gameId}/nodes`, { token: admin.token, body })
        assert.equal(res.code, code, JSON.stringify(body))
        assert.match(res.msg, msg)
      }
      assert.equal(await countOf(e, gameNodes), before)

      // the storefront's tree shows a new server at once
      const second = await addNode(e, admin.token, game.id, path.areaId, '二服')
      const servers = await call(e.app, 'GET', `/api/web/districtSuit?parentId=${path.areaId}`)
      assert.deepEqual(servers.data.map((n: { name: string }) => n.name), ['一服', '二服'])
      const renamed = await call(e.app, 'PUT', `/api/admin/game-nodes/${second.id}`, { token: admin.token, body: { name: '双线二服' } })
      assert.equal(renamed.code, 200, renamed.msg)
      assert.deepEqual((await auditOf(e, 'gameNode.rename'))[0].after, { name: '双线二服' })
      const mismatch = await call(e.app, 'PUT', `/api/admin/games/${game.id}/nodes/order`, { token: admin.token, body: { parentId: path.areaId, ids: [second.id] } })
      assert.equal(mismatch.code, 400)
      assert.match(mismatch.msg, /全部节点/)
      const order = await call(e.app, 'PUT', `/api/admin/games/${game.id}/nodes/order`, { token: admin.token, body: { parentId: path.areaId, ids: [second.id, path.serverId] } })
      assert.equal(order.code, 200, order.msg)
      const reordered = await call(e.app, 'GET', `/api/web/districtSuit?parentId=${path.areaId}`)
      assert.deepEqual(reordered.data.map((n: { name: string }) => n.name), ['双线二服', '一服'])

      // a node with children stays; a listing's node stays and says how many use it
      const parent = await call(e.app, 'DELETE', `/api/admin/game-nodes/${path.areaId}`, { token: admin.token })
      assert.equal(parent.code, 409)
      assert.match(parent.msg, /2个子节点/)
      const seller = await verifiedUser(e)
      const sold = await call(e.app, 'POST', '/api/need/consignment', { token: seller.token, body: listing(game.id, path, await sellerImages(e, seller), {}) })
      assert.equal(sold.code, 200, sold.msg)
      const used = await call(e.app, 'DELETE', `/api/admin/game-nodes/${path.serverId}`, { token: admin.token })
      assert.equal(used.code, 409)
      assert.match(used.msg, /1个商品/)
      const usedRow = (await call(e.app, 'GET', `/api/admin/games/${game.id}/nodes`, { token: admin.token })).data.find((n: { id: number }) => n.id === path.serverId)
      assert.equal(usedRow.uses, 1)
      assert.equal((await auditOf(e, 'gameNode.remove')).length, 0)
      const gone = await call(e.app, 'DELETE', `/api/admin/game-nodes/${second.id}`, { token: admin.token })
      assert.equal(gone.code, 200, gone.msg)
      assert.equal((await auditOf(e, 'gameNode.remove')).length, 1)
      assert.equal((await call(e.app, 'DELETE', `/api/admin/game-nodes/${second.id}`, { token: admin.token })).code, 404)
    })

    it('attribute templates: checked input, fixed key and type, new listings follow the template at once, old ones keep their values', async () => {
      const e = env()
      const admin = await roleToken(e, 'admin')
      const game = await newGame(e, admin.token)
      const path = await newTree(e, admin.token, game.id)
      const url = `/api/admin/games/${game.id}/attrs`

      const before = await countOf(e, gameAttrs)
      const bad: [Record<string, unknown>, RegExp][] = [
        [{ label: '段位', type: 'radio', options: [], required: true, filterable: true }, /至少需要一个选项/],
        [{ label: '段位', type: 'radio', options: ['王者', '王者'], required: true, filterable: true }, /选项不能重复：王者/],
        [{ label: '备注', type: 'input', options: ['x'], required: false, filterable: false }, /不能设置选项/],
        [{ label: '备注', type: 'input', options: [], required: false, filterable: false, min: 1 }, /只有数字属性/],
        [{ label: '等级', type: 'number', options: [], required: false, filterable: false, min: 9, max: 1 }, /最小值不能大于最大值/],
        [{ label: '', type: 'number', options: [], required: false, filterable: false }, /属性名称/],
        [{ key: '1bad', label: '等级', type: 'number', options: [], required: false, filterable: false }, /属性标识/],
      ]
      for (const [body, msg] of bad) {
        const res = await call(e.app, 'POST', url, { token: admin.token, body })
        assert.equal(res.code, 400, JSON.stringify(body))
        assert.match(res.msg, msg)
      }
      assert.equal(await countOf(e, gameAttrs), before)

      const rank = await call(e.app, 'POST', url, { token: admin.token, body: { key: 'rank', label: '段位', type: 'radio', options: ['青铜', '王者'], required: true, filterable: true } })
      assert.equal(rank.code, 200, rank.msg)
      const note = await call(e.app, 'POST', url, { token: admin.token, body: { key: 'note', label: '账号说明', type: 'input', options: [], required: false, filterable: false } })
      assert.equal(note.code, 200, note.msg)
      assert.equal((await call(e.app, 'POST', url, { token: admin.token, body: { key: 'rank', label: '段位2', type: 'radio', options: ['a'], required: false, filterable: false } })).code, 409)
      assert.equal((await auditOf(e, 'gameAttr.create')).length, 2)

      // the sell form's template is the new one, and a listing is checked against it
      const tpl = await call(e.app, 'GET', `/api/web/gameTempAttr?gameId=${game.id}`)
      assert.deepEqual(tpl.data.map((a: { key: string; type: string }) => [a.key, a.type]), [['rank', 'radio'], ['note', 'input']])
      const seller = await verifiedUser(e)
      const images = await sellerImages(e, seller)
      const missing = await call(e.app, 'POST', '/api/need/consignment', { token: seller.token, body: listing(game.id, path, images, {}) })
      assert.equal(missing.code, 400)
      assert.match(missing.msg, /段位/)
      const first = await call(e.app, 'POST', '/api/need/consignment', { token: seller.token, body: listing(game.id, path, images, { rank: '王者', note: '送皮肤' }) })
      assert.equal(first.code, 200, first.msg)

      // key and type are fixed; options change and apply to the next listing at once (the snapshot is dropped)
      const typeChange = await call(e.app, 'PUT', `/api/admin/game-attrs/${rank.data.id}`, { token: admin.token, body: { label: '段位', type: 'checkbox', options: ['青铜'], required: true, filterable: true } })
      assert.equal(typeChange.code, 400)
      assert.match(typeChange.msg, /类型创建后不能修改/)
      const keyChange = await call(e.app, 'PUT', `/api/admin/game-attrs/${rank.data.id}`, { token: admin.token, body: { key: 'tier', label: '段位', type: 'radio', options: ['青铜'], required: true, filterable: true } })
      assert.equal(keyChange.code, 400)
      const edit = await call(e.app, 'PUT', `/api/admin/game-attrs/${rank.data.id}`, { token: admin.token, body: { label: '最高段位', type: 'radio', options: ['青铜', '星耀'], required: true, filterable: true } })
      assert.equal(edit.code, 200, edit.msg)
      const [updated] = await auditOf(e, 'gameAttr.update')
      assert.deepEqual(updated.after, { label: '最高段位', options: ['青铜', '星耀'] })
      const old = await call(e.app, 'POST', '/api/need/consignment', { token: seller.token, body: listing(game.id, path, images, { rank: '王者' }) })
      assert.equal(old.code, 400, 'an option removed a moment ago is refused')
      const next = await call(e.app, 'POST', '/api/need/consignment', { token: seller.token, body: listing(game.id, path, images, { rank: '星耀' }) })
      assert.equal(next.code, 200, next.msg)

      // removing an attribute leaves the stored values of listings made before
      const removed = await call(e.app, 'DELETE', `/api/admin/game-attrs/${note.data.id}`, { token: admin.token })
      assert.equal(removed.code, 200, removed.msg)
      const [kept] = await e.db.select({ attrs: goods.attrs }).from(goods).where(eq(goods.id, first.data.id))
      assert.deepEqual(kept.attrs, { rank: '王者', note: '送皮肤' })
      const stale = await call(e.app, 'POST', '/api/need/consignment', { token: seller.token, body: listing(game.id, path, images, { rank: '星耀', note: 'x' }) })
      assert.equal(stale.code, 400, 'a removed attribute is unknown to new listings')

      // reorder: every attribute once
      const num = await call(e.app, 'POST', url, { token: admin.token, body: { label: '英雄数', type: 'number', options: [], unit: '个', required: false, filterable: true, min: 0, max: 200 } })
      assert.match(num.data.key, /^a[0-9a-f]{8}$/)
      assert.equal((await call(e.app, 'PUT', `${url}/order`, { token: admin.token, body: { ids: [num.data.id] } })).code, 400)
      const reordered = await call(e.app, 'PUT', `${url}/order`, { token: admin.token, body: { ids: [num.data.id, rank.data.id] } })
      assert.deepEqual(reordered.data.map((a: { id: number }) => a.id), [num.data.id, rank.data.id])
      assert.deepEqual((await call(e.app, 'GET', `/api/web/gameTempAttr?gameId=${game.id}`)).data.map((a: { key: string }) => a.key), [num.data.key, 'rank'])
      assert.equal((await auditOf(e, 'gameAttr.reorder')).length, 1)
      assert.equal((await auditOf(e, 'gameAttr.remove')).length, 1)
    })

    it('a disabled game takes no new listings', async () => {
      const e = env()
      const admin = await roleToken(e, 'admin')
      const game = await newGame(e, admin.token)
      const path = await newTree(e, admin.token, game.id)
      await call(e.app, 'PUT', `/api/admin/games/${game.id}/enabled`, { token: admin.token, body: { enabled: false } })
      const seller = await verifiedUser(e)
      const res = await call(e.app, 'POST', '/api/need/consignment', { token: seller.token, body: listing(game.id, path, await sellerImages(e, seller), {}) })
      assert.equal(res.code, 404)
    })
  })
}
