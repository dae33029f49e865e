/** LIKE patterns from user input: the wildcards it contains are matched literally (backslash is the default escape). */
const escape = (s: string) => s.replace(/[\\%_]/g, (c) => '\\' + c)

export const likeContains = (s: string) => '%' + escape(s) + '%'
export const likePrefix = (s: string) => escape(s) + '%'
