import { CONTACT_MAX, CONTACT_MIN, lengthOk, PROBLEM_CONTENT_MAX, PROBLEM_CONTENT_MIN, PROBLEM_IMAGES_MAX } from '../../contract/rules'
import type { ProblemInput, ProblemType } from '../../contract/types'
import type { Problem } from '../utils/validate'
import '../locales/content'

export interface ProblemFields {
  type: ProblemType | ''
  content: string
  images: string[]
  contact: string
}

/** The feedback form as typed: its first problem, or the body of POST /account/problem. */
export function checkProblem(f: ProblemFields): { problem: Problem } | { input: ProblemInput } {
  if (!f.type) return { problem: { key: 'content.fb.err.type' } }
  if (!lengthOk(f.content, PROBLEM_CONTENT_MIN, PROBLEM_CONTENT_MAX)) {
    return { problem: { key: 'content.fb.err.content', vars: { min: PROBLEM_CONTENT_MIN, max: PROBLEM_CONTENT_MAX } } }
  }
  const contact = f.contact.trim()
  // optional, but when given it must be something customer service can reach
  if (contact && !lengthOk(contact, CONTACT_MIN, CONTACT_MAX)) {
    return { problem: { key: 'content.fb.err.contact', vars: { min: CONTACT_MIN, max: CONTACT_MAX } } }
  }
  return { input: { type: f.type, content: f.content.trim(), images: f.images.slice(0, PROBLEM_IMAGES_MAX), contact: contact || null } }
}
