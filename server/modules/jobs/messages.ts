/** API messages of the console's 异常任务 list (lib/i18n.ts merges them; keys must not clash with others). */
export const jobsZh = {
  jobFailureNotFound: '该异常任务不存在或已恢复',
  jobRetryQueued: '已放回队列，将在下一轮后台任务中重试',
}

export const jobsEn: Record<keyof typeof jobsZh, string> = {
  jobFailureNotFound: 'no such failed job (it may have recovered)',
  jobRetryQueued: 'put back in the queue: the next run of the background jobs tries it again',
}
