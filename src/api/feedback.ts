import type { Page, ProblemInput, ProblemReport } from '../../contract/types'
import { get, post } from './request'

export const submitProblem = (input: ProblemInput) => post<ProblemReport>('/account/problem', input)

/** my reports newest first, with the platform's reply */
export const listProblems = (pageNum: number, pageSize: number) => get<Page<ProblemReport>>('/account/problem/list', { pageNum, pageSize })
