import { View, Text, Image } from '@tarojs/components'
import { assetUrl } from '../api/request'
import './Avatar.scss'

/** deep enough for white text, far enough apart that neighbouring names look different */
const COLOURS = ['#f56a00', '#d4380d', '#c41d7f', '#7265e6', '#1d39c4', '#0958d9', '#08979c', '#389e0d', '#d48806', '#531dab']

/** The letter an avatar shows: the name's first character (upper case for Latin), '?' without a name. */
export function avatarInitial(name: string | null | undefined): string {
  const first = Array.from((name ?? '').trim())[0]
  return first ? first.toUpperCase() : '?'
}

/** The same colour for the same name every time, on every screen. */
export function avatarColour(name: string | null | undefined): string {
  let h = 0
  for (const ch of name ?? '') h = (Math.imul(h, 31) + (ch.codePointAt(0) ?? 0)) >>> 0
  return COLOURS[h % COLOURS.length]
}

interface Props {
  name: string | null | undefined
  /** the user's own picture; without one the initial of the name on a colour derived from it */
  src?: string | null
  size?: 'sm' | 'md' | 'lg'
  className?: string
}

/** A round user or seller avatar: their picture, else a generated one (never a blank grey circle). */
export default function Avatar({ name, src, size = 'md', className = '' }: Props) {
  const cls = `avatar avatar--${size} ${className}`
  if (src) return <Image className={cls} src={assetUrl(src)} mode='aspectFill' />
  return (
    <View className={cls + ' avatar--generated'} style={{ background: avatarColour(name) }}>
      <Text className='avatar__initial'>{avatarInitial(name)}</Text>
    </View>
  )
}
