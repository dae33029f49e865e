import Taro from '@tarojs/taro'
import { findRoute, type RouteName } from '../routes'

/**
 * The last of the tracked pages that the user left (hid or closed). goodList keeps its filters, rows and scroll
 * position only when it shows again right after goodDetail closes on top of it; Taro keeps every page of the stack
 * alive, so that rule has to be checked by hand on each show.
 */
let lastLeft: RouteName | null = null

export function noteLeft(name: RouteName | null): void {
  lastLeft = name
}

export function lastLeftPage(): RouteName | null {
  return lastLeft
}

/** The route of the page under the current one in the stack (undefined when unknown). */
export function pageBelow(): RouteName | undefined {
  try {
    const stack = typeof Taro.getCurrentPages === 'function' ? Taro.getCurrentPages() : []
    return stack.length > 1 ? findRoute(stack[stack.length - 2].route ?? '')?.name : undefined
  } catch {
    return undefined
  }
}
