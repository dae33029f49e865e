import { useEffect, useState } from 'react'
import { t } from '../locales'
import type { Problem } from './validate'

/** The problem of a check that answers `{problem}` or its body to send (null when there is none). */
export function problemOf(checked: { problem: Problem } | object): Problem | null {
  return 'problem' in checked ? (checked as { problem: Problem }).problem : null
}

/**
 * A form's message line (the one above its submit button). A field's problem, shown with `showProblem` when a
 * submit finds it, goes away as soon as `check` (the form's own check, re-run on every render with what is typed
 * now) no longer finds that same problem: an error that stays after the field was fixed reads as if it were still
 * wrong. The next problem, if any, shows on the next submit. Other text (the server's msg) is set with `setMessage`
 * and stays until the next try.
 */
export function useFormMessage(check: () => Problem | null) {
  const [message, setText] = useState('')
  const [problem, setProblem] = useState<Problem | null>(null)
  const fixed = !!problem && check()?.key !== problem.key
  useEffect(() => {
    if (!fixed) return
    setProblem(null)
    setText('')
  }, [fixed])
  return {
    message: fixed ? '' : message,
    setMessage: (text: string) => {
      setProblem(null)
      setText(text)
    },
    showProblem: (p: Problem) => {
      setProblem(p)
      setText(t(p.key, p.vars))
    },
  }
}
