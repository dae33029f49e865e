import { useEffect, useState } from 'react'

function secondsUntil(iso: string | null | undefined, now = Date.now()): number {
  if (!iso) return 0
  const end = new Date(iso).getTime()
  return Number.isNaN(end) ? 0 : Math.max(0, Math.ceil((end - now) / 1000))
}

/** Seconds left until `iso` (0 when past or missing), re-rendering every second while time is left. */
export function useSecondsLeft(iso: string | null | undefined): number {
  const [, setTick] = useState(0)
  const left = secondsUntil(iso)
  useEffect(() => {
    if (secondsUntil(iso) <= 0) return undefined
    const timer = setInterval(() => {
      setTick((n) => n + 1)
      if (secondsUntil(iso) <= 0) clearInterval(timer)
    }, 1000)
    return () => clearInterval(timer)
  }, [iso])
  return left
}

/** 754 -> '12:34', 3754 -> '1:02:34' */
export function formatSeconds(total: number): string {
  const s = Math.max(0, Math.floor(total))
  const h = Math.floor(s / 3600)
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0')
  const ss = String(s % 60).padStart(2, '0')
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`
}
