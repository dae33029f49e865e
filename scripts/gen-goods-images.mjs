#!/usr/bin/env node
/**
 * Writes the demo images into server/assets/goods/: per seeded game COVERS (10) "screenshots" of an account in eight
 * layouts (profile, collection wall, season record, showcase, inventory, rank, assets, security) and three colour
 * schemes, so neighbouring listings of one game do not look alike; and the three home banners. Drawn as SVG with
 * Chinese labels, then rasterised to small JPEGs by Chromium (an <image> of the mini program does not render SVG
 * text reliably, and a JPEG shows the same everywhere). The drawing is deterministic; the files are committed and
 * served at /api/assets/goods/, and server/db/seed-images.ts names them.
 *
 * It also draws the game icons (server/assets/games/<icon name>.svg, the tiles of the game grid): an app-icon emblem
 * per game in its colours, vector only (no text, so they read the same everywhere).
 *
 *   node scripts/gen-goods-images.mjs        (needs Chromium: /usr/bin/chromium or CHROMIUM_PATH, and a CJK font)
 *   node scripts/gen-goods-images.mjs --icons    (the game icons only; no Chromium needed)
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { gameIcon } from './game-icons.mjs'

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'server', 'assets', 'goods')
const ICONS = join(dirname(fileURLToPath(import.meta.url)), '..', 'server', 'assets', 'games')

/** file prefix (the game's icon name), game name, two theme colours, item names shown on the wall */
const GAMES = [
  ['wzry', '王者荣耀', '#1d3b8f', '#d4a64a', ['李白', '貂蝉', '孙悟空', '诸葛亮', '韩信', '鲁班七号', '妲己', '赵云']],
  ['hpjy', '和平精英', '#2f4f2f', '#e0b040', ['M416', 'AKM', 'AWM', '98K', '玛莎拉蒂', '特斯拉', '飞行器', '三级头']],
  ['ys', '原神', '#27406b', '#f0d9a0', ['雷电将军', '钟离', '胡桃', '纳西妲', '甘雨', '夜兰', '枫原万叶', '芙宁娜']],
  ['lolm', '英雄联盟手游', '#0a2a43', '#c8aa6e', ['亚索', '阿狸', '盖伦', '金克丝', '伊泽瑞尔', '劫', '锐雯', '李青']],
  ['jcc', '金铲铲之战', '#3a1f5d', '#f5c542', ['小小英雄', '棋盘皮肤', '金铲铲', '海克斯', '炼金', '神谕', '星之守护', '源计划']],
  ['dzpd', '蛋仔派对', '#ff8fab', '#fff1a8', ['小鸭蛋', '星云', '甜心', '机甲', '糖果', '云朵', '彩虹', '冰淇淋']],
  ['dwrg', '第五人格', '#2b2b2b', '#b08d57', ['红蝶', '杰克', '医生', '园丁', '调香师', '佣兵', '祭司', '先知']],
  ['xqtd', '崩坏：星穹铁道', '#1b1f3b', '#9fd3ff', ['希儿', '景元', '刃', '卡芙卡', '银狼', '罗刹', '符玄', '镜流']],
  ['hyrz', '火影忍者手游', '#7a2e14', '#f2a541', ['鸣人', '佐助', '鼬', '卡卡西', '我爱罗', '自来也', '水门', '斑']],
  ['cfm', '穿越火线手游', '#222831', '#ff6b35', ['M4A1', 'AK47', '巴雷特', '火麒麟', '屠龙', '雷神', '毁灭', '炼狱']],
  ['qqfc', 'QQ飞车手游', '#004e92', '#00f2fe', ['雷诺', '天行者', '玛莎拉蒂', '悍马', '幻影', '烈焰', '暗夜', '极光']],
  ['mhxy', '梦幻西游手游', '#6b2d5c', '#f0c987', ['大唐官府', '化生寺', '龙宫', '普陀山', '神兽', '召唤兽', '法宝', '坐骑']],
  ['lol', '英雄联盟', '#091428', '#c89b3c', ['亚索', '永恩', '阿狸', '提莫', '拉克丝', '卡莎', '厄斐琉斯', '瑟提']],
  ['cf', '穿越火线', '#1e1e1e', '#e63946', ['M4A1-雷神', 'AK47-火麒麟', '巴雷特-毁灭', '屠龙', '炫金', '英雄级', '角色卡', '武器库']],
  ['dnf', '地下城与勇士', '#3d0c02', '#f4a259', ['红眼', '剑魂', '元素师', '奶妈', '鬼泣', '漫游', '柔道', '阿修罗']],
]

const FONT = "'Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif"
const W = 360
const H = 240
/** listing images per game (server/db/seed-images.ts has the same number) */
const COVERS = 10
/** the JPEGs are drawn at 1.5x: sharp enough in a thumbnail and in the full-width gallery, still ~15 KB each */
const SCALE = 1.5
const QUALITY = 68

/** mulberry32: a tiny deterministic generator so the files do not change between runs */
function rng(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const text = (x, y, size, fill, s, extra = '') =>
  `<text x="${x}" y="${y}" font-size="${size}" fill="${fill}" font-family="${FONT}"${extra}>${esc(s)}</text>`
const pickOf = (r, list) => list[Math.floor(r() * list.length)]

/** text that reads on the accent colour: dark on a pale accent (蛋仔派对's cream), else white */
function onAccent(s) {
  const n = parseInt(s.accent.slice(1), 16)
  const luma = 0.299 * (n >> 16) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255)
  return luma > 170 ? '#1f2329' : '#ffffff'
}

/** '#rrggbb' turned by `deg` degrees of hue */
function hueShift(hex, deg) {
  const n = parseInt(hex.slice(1), 16)
  let [r, g, b] = [(n >> 16) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255]
  const max = Math.max(r, g, b)
  const min = Math.min(r, g, b)
  const l = (max + min) / 2
  const d = max - min
  const sat = d === 0 ? 0 : d / (1 - Math.abs(2 * l - 1))
  let h = d === 0 ? 0 : max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4
  h = (h * 60 + deg + 360) % 360
  const c = (1 - Math.abs(2 * l - 1)) * sat
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1))
  const m = l - c / 2
  const [r1, g1, b1] = h < 60 ? [c, x, 0] : h < 120 ? [x, c, 0] : h < 180 ? [0, c, x] : h < 240 ? [0, x, c] : h < 300 ? [x, 0, c] : [c, 0, x]
  return '#' + [r1, g1, b1].map((v) => Math.round((v + m) * 255).toString(16).padStart(2, '0')).join('')
}

/**
 * Three schemes per game: its own dark colours, the same turned round the colour wheel, and a light page (a
 * screenshot of an app's white settings screen). bg: background gradient start and end; fg: text; accent; panel.
 */
function schemes([, , c1, c2]) {
  return [
    { bg: [c1, '#0b0b14'], fg: '#ffffff', accent: c2, panel: 'rgba(255,255,255,0.1)', bar: 'rgba(0,0,0,0.35)' },
    { bg: [hueShift(c1, 140), '#10101a'], fg: '#ffffff', accent: hueShift(c2, 60), panel: 'rgba(255,255,255,0.12)', bar: 'rgba(0,0,0,0.3)' },
    { bg: ['#f6f7fb', '#e6e9f2'], fg: '#1f2329', accent: c1, panel: 'rgba(0,0,0,0.05)', bar: c1 },
  ]
}

function frame(id, s, name, subtitle, body) {
  const titleFill = s.fg === '#ffffff' ? s.accent : '#ffffff'
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><linearGradient id="bg${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${s.bg[0]}"/><stop offset="1" stop-color="${s.bg[1]}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#bg${id})"/>
<rect x="0" y="0" width="${W}" height="34" fill="${s.bar}"/>
${text(14, 23, 15, titleFill, name, ' font-weight="bold"')}
${text(W - 14, 23, 12, '#fff', subtitle, ' text-anchor="end" fill-opacity="0.9"')}
${body}
</svg>
`
}

const player = (r) => pickOf(r, ['玩家', '战神', '小鹿', '清风', '夜雨', '星河', '北城', '南风']) + (1000 + Math.floor(r() * 9000))
const RANKS = ['钻石', '星耀', '王者', '大师', '传奇', '宗师', '巅峰']

function profile(id, g, s, r) {
  const [, name, , , items] = g
  const level = 30 + Math.floor(r() * 70)
  const stat = (x, label, value) =>
    `<rect x="${x}" y="150" width="100" height="62" rx="10" fill="${s.panel}"/>${text(x + 50, 176, 20, s.accent, value, ' text-anchor="middle" font-weight="bold"')}${text(x + 50, 200, 12, s.fg, label, ' text-anchor="middle"')}`
  return frame(
    id,
    s,
    name,
    '账号资料',
    `<circle cx="58" cy="88" r="34" fill="${s.accent}" fill-opacity="0.9"/>${text(58, 97, 26, onAccent(s), pickOf(r, items).slice(0, 1), ' text-anchor="middle" font-weight="bold"')}
${text(106, 76, 18, s.fg, player(r), ' font-weight="bold"')}
${text(106, 100, 13, s.fg, `等级 Lv.${level}  ·  段位 ${pickOf(r, RANKS)}`, ' fill-opacity="0.85"')}
<rect x="106" y="110" width="${Math.round(150 * (level / 100))}" height="6" rx="3" fill="${s.accent}"/>
${stat(14, '英雄/角色', 40 + Math.floor(r() * 120))}${stat(130, '皮肤/道具', 60 + Math.floor(r() * 400))}${stat(246, '胜率', `${48 + Math.floor(r() * 20)}%`)}`,
  )
}

function wall(id, g, s, r) {
  const [, name, , , items] = g
  const order = [...items].sort(() => r() - 0.5)
  const tiles = order
    .map((item, k) => {
      const x = 14 + (k % 4) * 84
      const y = 48 + Math.floor(k / 4) * 92
      const hue = Math.floor(r() * 360)
      const tag = pickOf(r, ['传说', '典藏', '限定', '史诗'])
      return `<rect x="${x}" y="${y}" width="76" height="84" rx="8" fill="hsl(${hue},55%,42%)"/>
<rect x="${x}" y="${y}" width="34" height="16" rx="6" fill="${s.accent}"/>${text(x + 17, y + 12, 10, onAccent(s), tag, ' text-anchor="middle"')}
${text(x + 38, y + 50, 22, '#fff', item.slice(0, 1), ' text-anchor="middle" font-weight="bold"')}
${text(x + 38, y + 76, 11, '#fff', item.length > 6 ? item.slice(0, 6) : item, ' text-anchor="middle"')}`
    })
    .join('\n')
  return frame(id, s, name, '皮肤/收藏', tiles)
}

function season(id, g, s, r) {
  const months = ['1月', '2月', '3月', '4月', '5月', '6月']
  const bars = months
    .map((m, k) => {
      const h = 30 + Math.floor(r() * 100)
      const x = 34 + k * 52
      return `<rect x="${x}" y="${196 - h}" width="30" height="${h}" rx="4" fill="${s.accent}" fill-opacity="${0.55 + k * 0.07}"/>${text(x + 15, 214, 11, s.fg, m, ' text-anchor="middle"')}`
    })
    .join('\n')
  const games = 800 + Math.floor(r() * 5000)
  return frame(
    id,
    s,
    g[1],
    '赛季战绩',
    `${text(14, 60, 13, s.fg, `总场次 ${games}  ·  MVP ${Math.floor(games * 0.12)}  ·  最高连胜 ${6 + Math.floor(r() * 12)}`, ' fill-opacity="0.9"')}
<line x1="24" y1="196" x2="340" y2="196" stroke="${s.fg}" stroke-opacity="0.3"/>
${bars}`,
  )
}

/** one prized item large, with its badge and where it came from */
function showcase(id, g, s, r) {
  const [, name, , , items] = g
  const item = pickOf(r, items)
  const hue = Math.floor(r() * 360)
  const badge = pickOf(r, ['典藏', '限定', '绝版', '传说'])
  const lines = [`获得时间 20${18 + Math.floor(r() * 7)}年${1 + Math.floor(r() * 12)}月`, pickOf(r, ['赛季限定返场', '活动抽奖获得', '充值礼包获得', '商城直购']), `全服拥有率 ${(r() * 3 + 0.1).toFixed(1)}%`]
  return frame(
    id,
    s,
    name,
    '精品展示',
    `<rect x="14" y="46" width="150" height="180" rx="12" fill="hsl(${hue},60%,38%)"/>
<circle cx="89" cy="122" r="48" fill="#fff" fill-opacity="0.18"/>${text(89, 138, 44, '#fff', item.slice(0, 1), ' text-anchor="middle" font-weight="bold"')}
<rect x="24" y="56" width="46" height="20" rx="6" fill="${s.accent}"/>${text(47, 71, 12, onAccent(s), badge, ' text-anchor="middle" font-weight="bold"')}
${text(89, 208, 14, '#fff', item, ' text-anchor="middle" font-weight="bold"')}
${text(180, 74, 18, s.fg, item, ' font-weight="bold"')}
${lines.map((l, k) => text(180, 104 + k * 26, 13, s.fg, l, ' fill-opacity="0.85"')).join('\n')}
<rect x="180" y="184" width="150" height="30" rx="15" fill="${s.accent}"/>${text(255, 204, 13, onAccent(s), `同类共 ${3 + Math.floor(r() * 30)} 件`, ' text-anchor="middle"')}`,
  )
}

/** a backpack list: items with rarity colour and count */
function inventory(id, g, s, r) {
  const [, name, , , items] = g
  const rarity = [
    ['传说', '#f5a623'],
    ['史诗', '#9b59b6'],
    ['稀有', '#3498db'],
    ['普通', '#7f8c8d'],
  ]
  const rows = [...items]
    .sort(() => r() - 0.5)
    .slice(0, 5)
    .map((item, k) => {
      const [label, colour] = rarity[Math.min(3, Math.floor(r() * 4))]
      const y = 46 + k * 38
      return `<rect x="14" y="${y}" width="332" height="32" rx="6" fill="${s.panel}"/><rect x="14" y="${y}" width="6" height="32" rx="3" fill="${colour}"/>
${text(30, y + 21, 14, s.fg, item, ' font-weight="bold"')}${text(200, y + 21, 12, colour, label, ' font-weight="bold"')}${text(336, y + 21, 12, s.fg, `×${1 + Math.floor(r() * 9)}`, ' text-anchor="end" fill-opacity="0.8"')}`
    })
    .join('\n')
  return frame(id, s, name, '仓库/背包', rows)
}

/** the rank badge with stars and the season's points */
function rank(id, g, s, r) {
  const rk = pickOf(r, RANKS)
  const stars = 1 + Math.floor(r() * 5)
  const starRow = Array.from({ length: 5 }, (_, k) =>
    text(132 + k * 24, 176, 20, k < stars ? s.accent : s.fg, '★', k < stars ? '' : ' fill-opacity="0.25"'),
  ).join('')
  return frame(
    id,
    s,
    g[1],
    '段位信息',
    `<polygon points="70,52 120,76 120,140 70,170 20,140 20,76" fill="${s.accent}" fill-opacity="0.9"/>${text(70, 124, 30, onAccent(s), rk.slice(0, 1), ' text-anchor="middle" font-weight="bold"')}
${text(132, 92, 28, s.fg, rk + (r() < 0.5 ? ' I' : ' II'), ' font-weight="bold"')}
${text(132, 122, 13, s.fg, `S${20 + Math.floor(r() * 20)} 赛季 · 巅峰积分 ${1200 + Math.floor(r() * 1400)}`, ' fill-opacity="0.85"')}
${starRow}
${text(20, 214, 12, s.fg, `历史最高：${pickOf(r, RANKS)}  ·  全区排名 ${1 + Math.floor(r() * 5000)}`, ' fill-opacity="0.8"')}`,
  )
}

/** currencies, top-ups and the VIP level */
function assets(id, g, s, r) {
  const vip = 3 + Math.floor(r() * 8)
  const cells = [
    ['点券', 1000 + Math.floor(r() * 90000)],
    ['金币', 10000 + Math.floor(r() * 900000)],
    ['钻石', 100 + Math.floor(r() * 9000)],
    ['累计充值', `¥${500 + Math.floor(r() * 20000)}`],
  ]
    .map(([label, value], k) => {
      const x = 14 + (k % 2) * 170
      const y = 88 + Math.floor(k / 2) * 70
      return `<rect x="${x}" y="${y}" width="162" height="60" rx="10" fill="${s.panel}"/>${text(x + 14, y + 24, 12, s.fg, label, ' fill-opacity="0.8"')}${text(x + 14, y + 48, 19, s.accent, value, ' font-weight="bold"')}`
    })
    .join('\n')
  return frame(
    id,
    s,
    g[1],
    '资产总览',
    `<rect x="14" y="44" width="74" height="32" rx="16" fill="${s.accent}"/>${text(51, 66, 16, onAccent(s), `VIP${vip}`, ' text-anchor="middle" font-weight="bold"')}
${text(100, 66, 14, s.fg, player(r), ' font-weight="bold"')}
${cells}`,
  )
}

/** the account's security page: what is bound and verified */
function security(id, g, s, r) {
  const rows = [
    ['实名认证', pickOf(r, ['已实名（可二次实名）', '已实名', '未实名'])],
    ['绑定手机', `1${3 + Math.floor(r() * 6)}*******${10 + Math.floor(r() * 89)}`],
    ['绑定QQ/微信', pickOf(r, ['已绑定，可换绑', '已绑定', '未绑定'])],
    ['注册时间', `20${15 + Math.floor(r() * 9)}-0${1 + Math.floor(r() * 9)}-${10 + Math.floor(r() * 18)}`],
    ['登录保护', pickOf(r, ['已开启', '未开启'])],
  ]
    .map(([k, v], i) => {
      const y = 50 + i * 36
      return `<rect x="14" y="${y}" width="332" height="30" rx="6" fill="${s.panel}"/>${text(26, y + 20, 13, s.fg, k, ' fill-opacity="0.8"')}${text(334, y + 20, 13, s.accent, v, ' text-anchor="end" font-weight="bold"')}`
    })
    .join('\n')
  return frame(id, s, g[1], '账号安全', rows)
}

const LAYOUTS = [profile, wall, season, showcase, inventory, rank, assets, security]

/**
 * the home carousel's backgrounds: 750x300. No words: the app writes each banner's title and subtitle over it in
 * the reader's language (the promotion's own fields, which the console edits in Chinese and English).
 */
const BANNERS = [
  ['#1d3b8f', '#d4a64a'],
  ['#27406b', '#f0d9a0'],
  ['#7a2e14', '#f2a541'],
]

function banner(i, [c1, c2]) {
  const r = rng(9000 + i)
  const dots = Array.from({ length: 14 }, () => {
    const x = Math.floor(r() * 750)
    const y = Math.floor(r() * 300)
    return `<circle cx="${x}" cy="${y}" r="${4 + Math.floor(r() * 30)}" fill="${c2}" fill-opacity="${(0.05 + r() * 0.15).toFixed(2)}"/>`
  }).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300">
<defs><linearGradient id="b${i}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="#0b0b14"/></linearGradient></defs>
<rect width="750" height="300" fill="url(#b${i})"/>${dots}
</svg>
`
}

/** name -> SVG of every image */
function drawAll() {
  const out = []
  BANNERS.forEach((b, i) => out.push([`banner-${i + 1}`, banner(i, b), 750, 300]))
  GAMES.forEach((game, g) => {
    const palette = schemes(game)
    for (let k = 0; k < COVERS; k++) {
      // layouts in turn, schemes offset per game: no two images of a game share layout and scheme
      const draw = LAYOUTS[k % LAYOUTS.length]
      const scheme = palette[(k + g + Math.floor(k / LAYOUTS.length) * 2) % palette.length]
      out.push([`${game[0]}-${k + 1}`, draw(`${g}_${k}`, game, scheme, rng(1000 + g * 100 + k)), W, H])
    }
  })
  return out
}

/** the game grid's icons, one SVG per game, named as the seed's games.icon */
function writeIcons() {
  mkdirSync(ICONS, { recursive: true })
  for (const [file, , c1, c2] of GAMES) writeFileSync(join(ICONS, `${file}.svg`), gameIcon(file, c1, c2))
  console.log(`wrote ${GAMES.length} game icons to ${ICONS}`)
}

async function main() {
  writeIcons()
  if (process.argv.includes('--icons')) return
  // ONLY=<regexp of names> redraws just those images (e.g. ONLY=^banner), leaving the others as they are
  const only = process.env.ONLY ? new RegExp(process.env.ONLY) : null
  const images = drawAll().filter(([name]) => !only || only.test(name))
  mkdirSync(OUT, { recursive: true })
  // the previous set (any format) goes: what is listed here is exactly what the seed refers to
  if (!only) for (const f of readdirSync(OUT)) if (/\.(svg|jpg|png)$/.test(f)) rmSync(join(OUT, f))
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--font-render-hinting=none'] })
  let bytes = 0
  try {
    const page = await browser.newPage({ deviceScaleFactor: SCALE })
    for (const [name, svg, w, h] of images) {
      await page.setViewportSize({ width: w, height: h })
      await page.setContent(`<!doctype html><html><body style="margin:0;overflow:hidden">${svg}</body></html>`)
      await page.evaluate(() => document.fonts.ready)
      const jpeg = await page.screenshot({ type: 'jpeg', quality: QUALITY, clip: { x: 0, y: 0, width: w, height: h } })
      writeFileSync(join(OUT, `${name}.jpg`), jpeg)
      bytes += jpeg.length
    }
  } finally {
    await browser.close()
  }
  console.log(`wrote ${images.length} images (${Math.round(bytes / 1024)} KB) to ${OUT}`)
}

await main()
