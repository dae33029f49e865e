/**
 * Image captchas for password login: answer kept server-side, 5 minutes, one check only. Each is a row, so they are
 * limited per client IP (CAPTCHA_PER_IP_PER_MINUTE) and expired rows go on every insert (and in the hourly sweep):
 * one client can keep at most limit x 5 minutes of rows alive.
 */
import { randomUUID } from 'node:crypto'
import { eq, lt, sql } from 'drizzle-orm'
import svgCaptcha from 'svg-captcha'
import type { CaptchaImage } from '../../../contract/types'
import type { Ctx } from '../../context'
import { captchas } from './schema'
import { AppError } from '../../lib/errors'
import { limitOrThrow } from '../limits/limiter'

export async function createCaptcha(ctx: Ctx, ip: string): Promise<CaptchaImage> {
  await limitOrThrow(ctx.db, `captcha:ip:${ip}`, 60, ctx.config.limits.captchaPerIpPerMinute, 'captchaIpLimit')
  const { text, data: drawn } = svgCaptcha.create({ size: 4, noise: 2, color: true, ignoreChars: '0oO1lIi', width: 120, height: 40 })
  const data = darkLetters(drawn)
  const captchaId = randomUUID()
  const ttl = ctx.config.captchaTtlSeconds
  // Expired rows are swept here so the table stays small without a separate job.
  await ctx.db.delete(captchas).where(lt(captchas.expiresAt, sql`now()`))
  await ctx.db.insert(captchas).values({
    id: captchaId,
    answer: text.toLowerCase(),
    expiresAt: sql`now() + (${ttl}::int * interval '1 second')`,
  })
  ctx.onCaptcha(captchaId, text)
  return { captchaId, img: 'data:image/svg+xml;base64,' + Buffer.from(data).toString('base64'), expiresIn: ttl }
}

/**
 * svg-captcha colours letters at 55-75 % lightness, which on the white login card reads at 1.5-3:1 (yellow barely
 * shows). The letters (fills; the noise lines are strokes and stay light) are darkened to half their RGB, at least
 * 4.5:1 on white for every hue it picks, so the answer is readable while the noise still stands apart.
 */
export function darkLetters(svg: string): string {
  return svg.replace(/fill="#([0-9a-f]{6})"/gi, (_, hex: string) => {
    const half = [0, 2, 4].map((i) => Math.floor(parseInt(hex.slice(i, i + 2), 16) / 2))
    return `fill="#${half.map((c) => c.toString(16).padStart(2, '0')).join('')}"`
  })
}

/** Deletes the captcha while reading it, so each one is checked at most once, right or wrong. */
export async function checkCaptcha(ctx: Ctx, captchaId: string, answer: string): Promise<void> {
  const [row] = await ctx.db
    .delete(captchas)
    .where(eq(captchas.id, captchaId))
    .returning({ answer: captchas.answer, expiresAt: captchas.expiresAt })
  if (!row || row.expiresAt.getTime() <= Date.now() || row.answer !== answer.trim().toLowerCase()) {
    throw new AppError(400, 'captchaInvalid')
  }
}
