/** Tiny listener list so the request wrapper can tell the session store "401" without importing it. */
type Listener = () => void
const listeners = new Set<Listener>()

export function onUnauthorized(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function emitUnauthorized(): void {
  for (const l of Array.from(listeners)) l()
}
