/** TRUST_PROXY in the configuration (server/config.ts): which reverse proxies' X-Forwarded-For is believed. */
import { isIP } from 'node:net'

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY beside addresses and CIDRs */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal']
const TRUST_PROXY_EXAMPLE =
  'TRUST_PROXY=127.0.0.1 (or loopback) for a reverse proxy on the same machine, or the proxies\' addresses or CIDRs, comma-separated (e.g. TRUST_PROXY=10.0.0.0/8)'

/**
 * TRUST_PROXY: the reverse proxies whose X-Forwarded-For is believed, by address. The entries a trusted proxy
 * appended are true; a client can write anything before them, so trusting every hop (true) would let any client pick
 * the IP its per-IP limits count against. A hop count cannot tell a proxy from a client that connects directly with
 * a made-up header, so Fastify trusts nothing for a number; it is refused here rather than silently ignored.
 */
export function trustProxy(v: string | undefined, problems: string[]): false | string[] {
  const lower = v?.toLowerCase()
  if (lower === undefined || ['0', 'false', 'no', 'off'].includes(lower)) return false
  if (['true', 'yes', 'on'].includes(lower)) {
    problems.push(
      `TRUST_PROXY=${v} would take the client IP from whatever X-Forwarded-For a client sends, so every per-IP limit could be dodged; set ${TRUST_PROXY_EXAMPLE}`,
    )
    return false
  }
  if (/^\d+$/.test(lower)) {
    problems.push(`TRUST_PROXY=${v}: a number of proxies cannot tell a proxy from a client that connects directly; set ${TRUST_PROXY_EXAMPLE}`)
    return false
  }
  const list = lower.split(',').map((a) => a.trim())
  const bad = list.filter((a) => !PROXY_RANGE_NAMES.includes(a) && !isAddressOrCidr(a))
  if (bad.length > 0) {
    problems.push(`TRUST_PROXY must be IP addresses or CIDRs (or loopback, linklocal, uniquelocal), comma-separated (not "${bad.join('", "')}")`)
    return false
  }
  return list
}

function isAddressOrCidr(a: string): boolean {
  const [addr, bits, ...rest] = a.split('/')
  const family = isIP(addr)
  if (family === 0 || rest.length > 0) return false
  if (bits === undefined) return true
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128)
}
