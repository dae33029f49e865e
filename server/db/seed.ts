/**
 * Demo data for a fresh database (only when it is empty; running it again changes nothing).
 *
 * Demo accounts (password login needs the image captcha; SMS login prints the code to the server log):
 *   buyer   phone 13800000001  username buyer01   password Demo1234   verified adult (张伟)
 *   seller  phone 13800000002  username seller01  password Demo1234   verified adult (李娜)
 *   admin   phone 13800000000  username admin     password Admin1234  role admin
 *   merchants phone 13800000006 / 07  username merchant01 / merchant02  password Demo1234  recycling merchants
 *   staff   phone 13800000009  username kefu01    password Demo1234   role staff (customer service: rooms, disputes)
 */
import { parseIdNumber, ADULT_AGE, ageOn } from '../../contract/rules'
import { createCipher, hashPassword } from '../lib/crypto'
import { excerpt, sanitizeHtml } from '../lib/html'
import { isEmpty, type Database } from './client'
import { seedGoods } from './seed-goods'
import { gameNodes, games, gameTypes } from '../modules/game/schema'
import { notices } from '../modules/notice/schema'
import { users } from '../modules/user/schema'
import { seedCoupons } from './seed-coupons'
import { seedRecycle } from './seed-recycle'
import { seedSelling } from './seed-selling'
import { seedRent } from './seed-rent'
import { seedDeals } from './seed-deals'
import { seedService } from './seed-service'
import { seedCustomerService } from './seed-customer-service'
import { seedSearches } from '../modules/search/seed'
import { GAME_TYPES, GAMES, NOTICES } from './seed-content'
import { GAME_EN, HELP_CATEGORY_EN, NOTICE_EN } from './seed-english-content'

/** Completes 17 digits with the check character that parseIdNumber accepts (no second copy of GB 11643). */
function withCheckChar(first17: string): string {
  for (const c of '0123456789X') if (parseIdNumber(first17 + c)) return first17 + c
  throw new Error('no valid check character for ' + first17)
}

/** Returns true when the demo data was loaded, false when the database already had data. */
export async function seed(database: Database, secretKey: string): Promise<boolean> {
  return database.exclusive(async () => {
    const { db } = database
    if (!(await isEmpty(db))) return false
    const cipher = createCipher(secretKey)
    // the demo buyer's payment password (支付密码) is 135790; other users set theirs with an SMS code
    const [demoHash, adminHash, demoPayHash] = await Promise.all([hashPassword('Demo1234'), hashPassword('Admin1234'), hashPassword('135790')])

    const verified = (name: string, first17: string) => {
      const id = withCheckChar(first17)
      const birthDate = parseIdNumber(id)!.birthDate
      return {
        realNameEnc: cipher.encrypt(name),
        idNumberEnc: cipher.encrypt(id),
        idNumberHash: cipher.hmac(id),
        birthDate,
        adult: ageOn(birthDate) >= ADULT_AGE,
        verifiedAt: new Date(),
      }
    }

    await db.transaction(async (tx) => {
      await tx.insert(users).values([
        { phone: '13800000000', username: 'admin', passwordHash: adminHash, nickname: '平台管理员', role: 'admin' },
        {
          phone: '13800000001',
          username: 'buyer01',
          passwordHash: demoHash,
          nickname: '演示买家',
          gender: 'male',
          balance: 50_000,
          payPasswordHash: demoPayHash,
          ...verified('张伟', '11010119900307123'),
        },
        {
          phone: '13800000002',
          username: 'seller01',
          passwordHash: demoHash,
          nickname: '演示卖家',
          gender: 'female',
          ...verified('李娜', '31010419920515234'),
        },
      ])

      await tx.insert(gameTypes).values(GAME_TYPES)
      for (const g of GAMES) {
        const [game] = await tx.insert(games).values({ name: g.name, nameEn: GAME_EN[g.name] ?? null, type: g.type, icon: g.icon, hot: g.hot }).returning({ id: games.id })
        const systems = await tx
          .insert(gameNodes)
          .values(g.systems.map((s, i) => ({ gameId: game.id, level: 'system', key: s.key, name: s.name, sort: i })))
          .returning({ id: gameNodes.id })
        const carriers = await tx
          .insert(gameNodes)
          .values(
            systems.flatMap((s) =>
              g.carriers.map((c, i) => ({ gameId: game.id, parentId: s.id, level: 'carrier', key: c.key, name: c.name, sort: i })),
            ),
          )
          .returning({ id: gameNodes.id })
        const areaRows = carriers.flatMap((c) =>
          g.areas.map((a, i) => ({ gameId: game.id, parentId: c.id, level: 'area', key: a.key, name: a.name, sort: i })),
        )
        const areas = await tx.insert(gameNodes).values(areaRows).returning({ id: gameNodes.id })
        await tx.insert(gameNodes).values(
          areas.flatMap((a, idx) =>
            g.areas[idx % g.areas.length].servers.map((name, i) => ({
              gameId: game.id,
              parentId: a.id,
              level: 'server',
              key: 's' + (i + 1),
              name,
              sort: i,
            })),
          ),
        )
      }

      const now = Date.now()
      await tx.insert(notices).values(
        NOTICES.map((n, i) => {
          const content = sanitizeHtml(n.content)
          const en = NOTICE_EN[n.title]
          const contentEn = en?.content ? sanitizeHtml(en.content) : null
          return {
            noticeType: n.noticeType,
            title: n.title,
            summary: excerpt(content),
            content,
            category: n.category ?? null,
            titleEn: en?.title ?? null,
            contentEn,
            summaryEn: contentEn === null ? null : excerpt(contentEn),
            categoryEn: n.category ? (HELP_CATEGORY_EN[n.category] ?? null) : null,
            pinned: n.pinned ?? false,
            published: n.published ?? true,
            // Spread over past days (and by index within a day) so "newest first" is well defined.
            publishedAt: new Date(now - n.daysAgo * 86400_000 - i * 60_000),
          }
        }),
      )
      await seedGoods(tx, { cipher, passwordHash: demoHash, verified })
      await seedCoupons(tx)
      await seedSelling(tx, { cipher })
      await seedRecycle(tx, { cipher, passwordHash: demoHash, verified })
      await seedService(tx)
      await seedCustomerService(tx)
      await seedRent(tx)
      await seedSearches(tx)
      // last, so the ids of the demo users above stay what they were
      await tx.insert(users).values({ phone: '13800000009', username: 'kefu01', passwordHash: demoHash, nickname: '客服小安', role: 'staff' })
      // after every other listing and order, so their ids stay what they were
      await seedDeals(tx, { cipher })
    })
    return true
  })
}
