#!/usr/bin/env node
/**
 * Writes the demo listing images into server/assets/goods/: three small SVG "screenshots" per seeded game
 * (account profile card, collection wall, season statistics) with Chinese labels. Deterministic, so running it
 * again gives the same files; they are committed and served at /api/assets/goods/.
 *
 *   node scripts/gen-goods-images.mjs
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'server', 'assets', 'goods')

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

const FONT = "'PingFang SC','Microsoft YaHei','Noto Sans CJK SC',sans-serif"
const W = 360
const H = 240

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

function frame(id, c1, c2, name, subtitle, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><linearGradient id="bg${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="#0b0b14"/></linearGradient></defs>
<rect width="${W}" height="${H}" rx="14" fill="url(#bg${id})"/>
<rect x="0" y="0" width="${W}" height="34" rx="14" fill="#000" fill-opacity="0.35"/>
${text(14, 23, 15, c2, name, ' font-weight="bold"')}
${text(W - 14, 23, 12, '#fff', subtitle, ' text-anchor="end" fill-opacity="0.85"')}
${body}
</svg>
`
}

function profile(i, [, name, c1, c2, items], r) {
  const level = 30 + Math.floor(r() * 70)
  const heroes = 40 + Math.floor(r() * 120)
  const skins = 60 + Math.floor(r() * 400)
  const rank = ['钻石', '星耀', '王者', '大师', '传奇'][Math.floor(r() * 5)]
  const stat = (x, label, value) =>
    `<rect x="${x}" y="150" width="100" height="62" rx="10" fill="#fff" fill-opacity="0.1"/>${text(x + 50, 176, 20, c2, value, ' text-anchor="middle" font-weight="bold"')}${text(x + 50, 200, 12, '#fff', label, ' text-anchor="middle"')}`
  return frame(
    i,
    c1,
    c2,
    name,
    '账号资料',
    `<circle cx="58" cy="88" r="34" fill="${c2}" fill-opacity="0.9"/>${text(58, 97, 26, c1, items[0].slice(0, 1), ' text-anchor="middle" font-weight="bold"')}
${text(106, 76, 18, '#fff', `玩家${1000 + Math.floor(r() * 9000)}`, ' font-weight="bold"')}
${text(106, 100, 13, '#fff', `等级 Lv.${level}  ·  段位 ${rank}`, ' fill-opacity="0.85"')}
<rect x="106" y="110" width="${Math.round(150 * (level / 100))}" height="6" rx="3" fill="${c2}"/>
${stat(14, '英雄/角色', heroes)}${stat(130, '皮肤/道具', skins)}${stat(246, '胜率', `${48 + Math.floor(r() * 20)}%`)}`,
  )
}

function wall(i, [, name, c1, c2, items], r) {
  const tiles = items
    .map((item, k) => {
      const x = 14 + (k % 4) * 84
      const y = 48 + Math.floor(k / 4) * 92
      const hue = Math.floor(r() * 360)
      const tag = ['传说', '典藏', '限定', '史诗'][Math.floor(r() * 4)]
      return `<rect x="${x}" y="${y}" width="76" height="84" rx="8" fill="hsl(${hue},55%,42%)"/>
<rect x="${x}" y="${y}" width="34" height="16" rx="6" fill="${c2}"/>${text(x + 17, y + 12, 10, '#111', tag, ' text-anchor="middle"')}
${text(x + 38, y + 50, 22, '#fff', item.slice(0, 1), ' text-anchor="middle" font-weight="bold"')}
${text(x + 38, y + 76, 11, '#fff', item.length > 6 ? item.slice(0, 6) : item, ' text-anchor="middle"')}`
    })
    .join('\n')
  return frame(i, c1, c2, name, '皮肤/收藏', tiles)
}

function season(i, [, name, c1, c2], r) {
  const months = ['1月', '2月', '3月', '4月', '5月', '6月']
  const bars = months
    .map((m, k) => {
      const h = 30 + Math.floor(r() * 100)
      const x = 34 + k * 52
      return `<rect x="${x}" y="${196 - h}" width="30" height="${h}" rx="4" fill="${c2}" fill-opacity="${0.55 + k * 0.07}"/>${text(x + 15, 214, 11, '#fff', m, ' text-anchor="middle"')}`
    })
    .join('\n')
  const games = 800 + Math.floor(r() * 5000)
  return frame(
    i,
    c1,
    c2,
    name,
    '赛季战绩',
    `${text(14, 60, 13, '#fff', `总场次 ${games}  ·  MVP ${Math.floor(games * 0.12)}  ·  最高连胜 ${6 + Math.floor(r() * 12)}`, ' fill-opacity="0.9"')}
<line x1="24" y1="196" x2="340" y2="196" stroke="#fff" stroke-opacity="0.3"/>
${bars}`,
  )
}

/** the home carousel: 750x300 */
const BANNERS = [
  ['#1d3b8f', '#d4a64a', '王者荣耀 精品账号专场', '可二次实名 · 平台包赔 · 极速换绑'],
  ['#27406b', '#f0d9a0', '原神 / 星穹铁道 五星号', '满命角色 · 限定武器 · 官服B服齐全'],
  ['#7a2e14', '#f2a541', '安心交易 资金担保', '买家确认收货后卖家才收款，全程托管'],
]

function banner(i, [c1, c2, title, subtitle]) {
  const r = rng(9000 + i)
  const dots = Array.from({ length: 14 }, () => {
    const x = Math.floor(r() * 750)
    const y = Math.floor(r() * 300)
    return `<circle cx="${x}" cy="${y}" r="${4 + Math.floor(r() * 30)}" fill="${c2}" fill-opacity="${(0.05 + r() * 0.15).toFixed(2)}"/>`
  }).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300">
<defs><linearGradient id="b${i}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="#0b0b14"/></linearGradient></defs>
<rect width="750" height="300" rx="20" fill="url(#b${i})"/>${dots}
${text(48, 130, 46, c2, title, ' font-weight="bold"')}
${text(48, 186, 26, '#fff', subtitle, ' fill-opacity="0.9"')}
<rect x="48" y="218" width="150" height="44" rx="22" fill="${c2}"/>${text(123, 248, 20, '#111', '立即查看', ' text-anchor="middle" font-weight="bold"')}
</svg>
`
}

mkdirSync(OUT, { recursive: true })
let n = 0
BANNERS.forEach((b, i) => {
  writeFileSync(join(OUT, `banner-${i + 1}.svg`), banner(i, b))
  n++
})
GAMES.forEach((game, g) => {
  ;[profile, wall, season].forEach((draw, k) => {
    const svg = draw(`${g}${k}`, game, rng(1000 + g * 10 + k))
    writeFileSync(join(OUT, `${game[0]}-${k + 1}.svg`), svg)
    n++
  })
})
console.log(`wrote ${n} images to ${OUT}`)
