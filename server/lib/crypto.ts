/**
 * Secrets at rest: session tokens (SHA-256), ID numbers and names (AES-256-GCM + HMAC), passwords (argon2id).
 */
import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto'
import argon2 from 'argon2'

export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex')
}

export interface Cipher {
  encrypt(plain: string): string
  decrypt(stored: string): string
  /** keyed hash for equality lookups of values stored encrypted */
  hmac(value: string): string
}

/** Separate keys per purpose are derived from SECRET_KEY, so no key is used for two jobs. */
export function createCipher(secretKey: string): Cipher {
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', secretKey, 'game-shop', info, 32))
  const encKey = derive('aes-256-gcm')
  const macKey = derive('hmac-sha256')
  return {
    encrypt(plain) {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', encKey, iv)
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
      return 'v1:' + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')
    },
    decrypt(stored) {
      if (!stored.startsWith('v1:')) throw new Error('unknown ciphertext format')
      const raw = Buffer.from(stored.slice(3), 'base64')
      const decipher = createDecipheriv('aes-256-gcm', encKey, raw.subarray(0, 12))
      decipher.setAuthTag(raw.subarray(12, 28))
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')
    },
    hmac(value) {
      return createHmac('sha256', macKey).update(value).digest('hex')
    },
  }
}

/**
 * argon2id's cost (PASSWORD_HASH_COST). `standard` is the library's default (64 MiB, 3 passes), about 0.1-0.3 s per
 * hash on two cores; the test suites register thousands of users, so they run `fast` (refused in production). A
 * stored hash names its own cost, so hashes of either kind verify whatever the setting.
 */
export const PASSWORD_HASH_COSTS = {
  standard: {},
  fast: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
} as const
export type PasswordHashCost = keyof typeof PASSWORD_HASH_COSTS
let hashCost: PasswordHashCost = 'standard'

/** Set once at start-up from the configuration (main.ts), or by a test harness. */
export function usePasswordHashCost(cost: PasswordHashCost): void {
  hashCost = cost
  dummyHash = null
}

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, ...PASSWORD_HASH_COSTS[hashCost] })
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password)
  } catch {
    return false
  }
}

let dummyHash: Promise<string> | null = null
/** Spends the same time as a real check when the account does not exist, so timing reveals nothing. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy-password-1')
  await verifyPassword(await dummyHash, password)
  return false
}
