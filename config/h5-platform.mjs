/**
 * H5 only, aliased for the `platform` package (config/index.ts). Taro's getSystemInfo/getDeviceInfo read four
 * fields of it (manufacturer, product, os.family, os.toString()); the package itself is a 14 KB user-agent parser
 * that every page loaded first. This reads the same fields from the user agent for the systems our phones run.
 */
const ua = typeof navigator === 'undefined' ? '' : navigator.userAgent

function detectOs() {
  let m
  if ((m = /(?:iPhone|iPad|iPod)[^)]*OS ([\d_]+)/.exec(ua))) return { family: 'iOS', version: m[1].replace(/_/g, '.') }
  if ((m = /Android ([\d.]+)/.exec(ua))) return { family: 'Android', version: m[1] }
  if (/HarmonyOS/.test(ua)) return { family: 'HarmonyOS', version: null }
  if ((m = /Windows NT ([\d.]+)/.exec(ua))) return { family: 'Windows', version: m[1] }
  if ((m = /Mac OS X ([\d_.]+)/.exec(ua))) return { family: 'OS X', version: m[1].replace(/_/g, '.') }
  if (/Linux/.test(ua)) return { family: 'Linux', version: null }
  return { family: null, version: null }
}

const os = detectOs()
const product = (/\b(iPhone|iPad|iPod)\b/.exec(ua) || [])[1] || (/Android [\d.]+; (?:[\w-]+; )?([^;)]+?)(?: Build|\))/.exec(ua) || [])[1] || null
const manufacturer = /\b(iPhone|iPad|iPod|Macintosh)\b/.test(ua) ? 'Apple' : null

export default {
  manufacturer,
  product,
  ua,
  os: { ...os, toString: () => (os.family ? os.family + (os.version ? ' ' + os.version : '') : 'unknown') },
}
