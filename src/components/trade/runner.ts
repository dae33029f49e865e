import type { MessageKey } from '../../locales'

/**
 * How the panel's cards act: asks `ask` first (when given), runs `action`, says `done` and reloads the panel; a
 * failure is said by `onError` (a form's own message line) or a toast. Resolves whether it went through.
 */
export type Runner = (action: () => Promise<unknown>, done: MessageKey, ask?: string, onError?: (message: string) => void) => Promise<boolean>
