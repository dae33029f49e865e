/**
 * The demo game icons (gen-goods-images.mjs writes them to server/assets/games/): an app icon per game, a rounded
 * tile in the game's colours with a lit emblem that hints at the game (a crown, a crosshair, a dumpling-shaped egg,
 * a mask...). Vector only, no text: a letter on a colour reads as a placeholder, an emblem as a game.
 */

/** the emblems, drawn on a 96 x 96 tile around its centre; `f` fills, `d` the darker line colour */
const EMBLEMS = {
  crown: (f, d) =>
    `<path d="M22 66 L18 34 L34 48 L48 26 L62 48 L78 34 L74 66 Z" fill="${f}" stroke="${d}" stroke-width="3" stroke-linejoin="round"/>
<rect x="22" y="66" width="52" height="8" rx="3" fill="${f}" stroke="${d}" stroke-width="3"/>
<circle cx="48" cy="54" r="5" fill="${d}"/><circle cx="18" cy="32" r="4" fill="${f}"/><circle cx="78" cy="32" r="4" fill="${f}"/><circle cx="48" cy="23" r="4" fill="${f}"/>`,
  parachute: (f, d) =>
    `<path d="M16 46 Q48 6 80 46 Q72 40 64 46 Q56 40 48 46 Q40 40 32 46 Q24 40 16 46 Z" fill="${f}" stroke="${d}" stroke-width="3" stroke-linejoin="round"/>
<path d="M18 46 L44 72 M78 46 L52 72 M48 46 L48 70" stroke="${f}" stroke-width="2.5"/>
<rect x="41" y="68" width="14" height="14" rx="4" fill="${f}" stroke="${d}" stroke-width="3"/>`,
  star: (f, d) =>
    `<path d="M48 14 L57 38 L82 38 L62 54 L70 80 L48 64 L26 80 L34 54 L14 38 L39 38 Z" fill="${f}" stroke="${d}" stroke-width="3" stroke-linejoin="round"/>
<circle cx="48" cy="50" r="7" fill="${d}"/>`,
  swords: (f, d) =>
    `<g stroke="${d}" stroke-width="3" stroke-linejoin="round"><path d="M24 18 L30 18 L70 62 L64 68 L22 24 Z" fill="${f}"/><path d="M72 18 L66 18 L26 62 L32 68 L74 24 Z" fill="${f}"/></g>
<g fill="${d}"><rect x="56" y="60" width="18" height="6" rx="2" transform="rotate(45 65 63)"/><rect x="22" y="60" width="18" height="6" rx="2" transform="rotate(-45 31 63)"/></g>
<circle cx="72" cy="76" r="5" fill="${f}" stroke="${d}" stroke-width="2"/><circle cx="24" cy="76" r="5" fill="${f}" stroke="${d}" stroke-width="2"/>`,
  shovel: (f, d) =>
    `<path d="M36 56 Q30 76 48 84 Q66 76 60 56 Z" fill="${f}" stroke="${d}" stroke-width="3" stroke-linejoin="round"/>
<rect x="44" y="20" width="8" height="38" fill="${f}" stroke="${d}" stroke-width="3"/>
<rect x="36" y="14" width="24" height="10" rx="5" fill="${f}" stroke="${d}" stroke-width="3"/>
<circle cx="48" cy="70" r="4" fill="${d}"/>`,
  egg: (f, d) =>
    `<ellipse cx="48" cy="52" rx="26" ry="30" fill="${f}" stroke="${d}" stroke-width="3"/>
<circle cx="39" cy="50" r="4" fill="${d}"/><circle cx="57" cy="50" r="4" fill="${d}"/>
<path d="M41 61 Q48 67 55 61" fill="none" stroke="${d}" stroke-width="3" stroke-linecap="round"/>
<ellipse cx="32" cy="58" rx="5" ry="3" fill="#ff7a9c" opacity="0.7"/><ellipse cx="64" cy="58" rx="5" ry="3" fill="#ff7a9c" opacity="0.7"/>`,
  mask: (f, d) =>
    `<path d="M18 30 Q48 18 78 30 Q80 62 48 80 Q16 62 18 30 Z" fill="${f}" stroke="${d}" stroke-width="3" stroke-linejoin="round"/>
<path d="M28 44 Q36 36 44 44 Q36 50 28 44 Z M52 44 Q60 36 68 44 Q60 50 52 44 Z" fill="${d}"/>
<path d="M40 64 Q48 70 56 64" fill="none" stroke="${d}" stroke-width="3" stroke-linecap="round"/>`,
  planet: (f, d) =>
    `<circle cx="48" cy="48" r="20" fill="${f}" stroke="${d}" stroke-width="3"/>
<ellipse cx="48" cy="50" rx="36" ry="11" fill="none" stroke="${f}" stroke-width="4" transform="rotate(-20 48 50)"/>
<path d="M74 20 L76 26 L82 28 L76 30 L74 36 L72 30 L66 28 L72 26 Z" fill="${f}"/>`,
  shuriken: (f, d) =>
    `<path d="M48 12 L56 40 L84 48 L56 56 L48 84 L40 56 L12 48 L40 40 Z" fill="${f}" stroke="${d}" stroke-width="3" stroke-linejoin="round"/>
<circle cx="48" cy="48" r="8" fill="${d}"/><circle cx="48" cy="48" r="3" fill="${f}"/>`,
  crosshair: (f, d) =>
    `<circle cx="48" cy="48" r="26" fill="none" stroke="${f}" stroke-width="6"/>
<circle cx="48" cy="48" r="12" fill="none" stroke="${f}" stroke-width="4"/>
<path d="M48 12 V34 M48 62 V84 M12 48 H34 M62 48 H84" stroke="${f}" stroke-width="6" stroke-linecap="round"/>
<circle cx="48" cy="48" r="4" fill="${d}"/>`,
  wheel: (f, d) =>
    `<circle cx="48" cy="48" r="30" fill="${d}" stroke="${f}" stroke-width="6"/>
<circle cx="48" cy="48" r="18" fill="none" stroke="${f}" stroke-width="3"/>
<path d="M48 30 V66 M30 48 H66 M35 35 L61 61 M61 35 L35 61" stroke="${f}" stroke-width="3"/>
<circle cx="48" cy="48" r="7" fill="${f}"/>
<path d="M8 34 H22 M4 46 H18 M8 58 H22" stroke="${f}" stroke-width="3" stroke-linecap="round" opacity="0.8"/>`,
  cloud: (f, d) =>
    `<path d="M22 64 Q10 64 12 52 Q14 42 26 44 Q28 28 44 30 Q52 18 66 26 Q80 28 78 44 Q88 48 84 58 Q82 66 72 64 Z" fill="${f}" stroke="${d}" stroke-width="3" stroke-linejoin="round"/>
<path d="M30 52 Q40 44 48 52 Q56 60 66 50" fill="none" stroke="${d}" stroke-width="3" stroke-linecap="round"/>
<path d="M40 72 Q48 80 56 72" fill="none" stroke="${f}" stroke-width="3" stroke-linecap="round"/>`,
  shield: (f, d) =>
    `<path d="M48 12 L78 22 Q78 62 48 84 Q18 62 18 22 Z" fill="${f}" stroke="${d}" stroke-width="3" stroke-linejoin="round"/>
<path d="M48 24 L66 30 Q66 58 48 72 Q30 58 30 30 Z" fill="${d}"/>
<path d="M48 30 L52 44 L48 64 L44 44 Z" fill="${f}"/>`,
  flame: (f, d) =>
    `<path d="M48 10 Q58 30 70 40 Q82 56 72 72 Q62 86 48 86 Q30 86 24 70 Q18 52 34 40 Q34 52 42 56 Q36 34 48 10 Z" fill="${f}" stroke="${d}" stroke-width="3" stroke-linejoin="round"/>
<path d="M48 50 Q58 62 54 72 Q50 80 44 76 Q38 70 44 62 Q46 58 48 50 Z" fill="${d}"/>`,
  gun: (f, d) =>
    `<path d="M12 38 H72 L80 34 H86 V44 H72 L66 48 H50 L46 62 H34 L38 48 H26 L22 56 H14 Z" fill="${f}" stroke="${d}" stroke-width="3" stroke-linejoin="round"/>
<rect x="30" y="30" width="20" height="6" rx="2" fill="${f}" stroke="${d}" stroke-width="2"/>
<circle cx="48" cy="74" r="9" fill="none" stroke="${f}" stroke-width="3"/><path d="M48 62 V86 M36 74 H60" stroke="${f}" stroke-width="2"/>`,
}

/** which emblem each demo game wears (by icon file name) */
const EMBLEM_OF = {
  wzry: 'crown',
  hpjy: 'parachute',
  ys: 'star',
  lolm: 'swords',
  jcc: 'shovel',
  dzpd: 'egg',
  dwrg: 'mask',
  xqtd: 'planet',
  hyrz: 'shuriken',
  cfm: 'crosshair',
  qqfc: 'wheel',
  mhxy: 'cloud',
  lol: 'shield',
  cf: 'gun',
  dnf: 'flame',
}

/** '#rrggbb' darkened (k < 1) or lightened towards white (k > 1) */
function tone(hex, k) {
  const n = parseInt(hex.slice(1), 16)
  const ch = [n >> 16, (n >> 8) & 255, n & 255].map((c) => (k <= 1 ? c * k : c + (255 - c) * (k - 1)))
  return '#' + ch.map((c) => Math.round(Math.max(0, Math.min(255, c))).toString(16).padStart(2, '0')).join('')
}

/** The icon of game `file` in its colours: base `c1` (tile), accent `c2` (emblem). */
export function gameIcon(file, c1, c2) {
  const emblem = EMBLEMS[EMBLEM_OF[file] ?? 'star']
  const id = file.replace(/[^a-z0-9]/gi, '')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
<defs>
<linearGradient id="t${id}" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${tone(c1, 1.25)}"/><stop offset="1" stop-color="${tone(c1, 0.55)}"/></linearGradient>
<radialGradient id="g${id}" cx="0.5" cy="0.45" r="0.5"><stop offset="0" stop-color="${c2}" stop-opacity="0.55"/><stop offset="1" stop-color="${c2}" stop-opacity="0"/></radialGradient>
<linearGradient id="e${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${tone(c2, 1.3)}"/><stop offset="1" stop-color="${tone(c2, 0.85)}"/></linearGradient>
</defs>
<rect width="96" height="96" rx="22" fill="url(#t${id})"/>
<circle cx="48" cy="46" r="40" fill="url(#g${id})"/>
${emblem(`url(#e${id})`, tone(c1, 0.4))}
<path d="M22 0 H74 Q96 0 96 22 V30 Q48 44 0 30 V22 Q0 0 22 0 Z" fill="#ffffff" opacity="0.12"/>
<rect x="1.5" y="1.5" width="93" height="93" rx="21" fill="none" stroke="${tone(c2, 1.1)}" stroke-opacity="0.55" stroke-width="3"/>
</svg>
`
}
