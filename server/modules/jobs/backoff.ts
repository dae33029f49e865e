/**
 * When a failed background item is tried again: JOB_BACKOFF_SECONDS after its first failure, doubling with each
 * further one up to JOB_BACKOFF_MAX_SECONDS, and set aside (dead) at its JOB_MAX_ATTEMPTS-th failure. Shared by the
 * job loop (runner.ts) and the provider-refund sender (payment/refunds.ts).
 */
import { defaultConfig, type Config } from '../../config'

export type RetryPolicy = Pick<Config, 'jobMaxAttempts' | 'jobBackoffSeconds' | 'jobBackoffMaxSeconds'>

/** the policy of `config`, the defaults where it says nothing (a caller without the whole configuration) */
export function retryPolicy(config?: Partial<RetryPolicy>): RetryPolicy {
  const d = defaultConfig()
  return {
    jobMaxAttempts: config?.jobMaxAttempts ?? d.jobMaxAttempts,
    jobBackoffSeconds: config?.jobBackoffSeconds ?? d.jobBackoffSeconds,
    jobBackoffMaxSeconds: config?.jobBackoffMaxSeconds ?? d.jobBackoffMaxSeconds,
  }
}

/** the wait after the `failures`-th failure in a row (1-based), in milliseconds */
export function backoffMs(policy: RetryPolicy, failures: number): number {
  const seconds = policy.jobBackoffSeconds * 2 ** Math.min(Math.max(failures - 1, 0), 30)
  return Math.min(seconds, policy.jobBackoffMaxSeconds) * 1000
}

/** after the `failures`-th failure in a row: when to try again, and whether it is set aside from now on */
export function afterFailure(policy: RetryPolicy, failures: number, now: Date): { nextAttemptAt: Date; deadSince: Date | null } {
  return {
    nextAttemptAt: new Date(now.getTime() + backoffMs(policy, failures)),
    deadSince: failures >= policy.jobMaxAttempts ? now : null,
  }
}
