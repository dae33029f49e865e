/**
 * API messages of the recycle module in zh-CN and en-US (lib/i18n.ts merges them; keys must not clash with others).
 * Field names used in validation messages go in the fields maps.
 */
export const recycleZh = {
}

export const recycleEn: Record<keyof typeof recycleZh, string> = {
}

export const recycleFieldsZh: Record<string, string> = {
}
export const recycleFieldsEn: Record<string, string> = {
}
