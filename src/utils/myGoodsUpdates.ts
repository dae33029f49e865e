import Taro from '@tarojs/taro'
import { useEffect, useRef } from 'react'
import type { MyGoods } from '../../contract/types'

/**
 * A listing changed on a page opened from MyProducts (the credentials page): MyProducts, still under it in the
 * stack, shows the row as the server answered it when the user comes back, without reloading its list.
 */
const EVENT = 'myGoods:updated'

export function announceMyGoods(goods: MyGoods): void {
  Taro.eventCenter.trigger(EVENT, goods)
}

export function useMyGoodsUpdates(onUpdate: (goods: MyGoods) => void): void {
  const latest = useRef(onUpdate)
  latest.current = onUpdate
  useEffect(() => {
    const handler = (g: MyGoods) => latest.current(g)
    Taro.eventCenter.on(EVENT, handler)
    return () => void Taro.eventCenter.off(EVENT, handler)
  }, [])
}
