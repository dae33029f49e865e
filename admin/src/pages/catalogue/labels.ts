/** Chinese names of the catalogue pages' enumerations. */
import type { AttrType, GameNodeLevel } from '../../../../contract/catalogue'

export const LEVEL: Record<GameNodeLevel, string> = { system: '系统', carrier: '渠道', area: '大区', server: '服务器' }

export const CHILD_LEVEL: Record<GameNodeLevel, GameNodeLevel | null> = { system: 'carrier', carrier: 'area', area: 'server', server: null }

export const ATTR_TYPE: Record<AttrType, string> = {
  radio: '单选',
  boxradio: '单选（大按钮）',
  checkbox: '多选',
  input: '文本',
  number: '数字',
}

/** the types whose values are chosen from options */
export const CHOICE_TYPES: AttrType[] = ['radio', 'boxradio', 'checkbox']
