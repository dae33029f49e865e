/**
 * API messages of the consignment module in zh-CN and en-US (lib/i18n.ts merges them; keys must not clash with others).
 * Field names used in validation messages go in the fields maps.
 */
export const consignmentZh = {
}

export const consignmentEn: Record<keyof typeof consignmentZh, string> = {
}

export const consignmentFieldsZh: Record<string, string> = {
}
export const consignmentFieldsEn: Record<string, string> = {
}
