/**
 * README's configuration table, generated from config-schema.ts (scripts/config-table.mts prints it; a test fails
 * when README's copy differs).
 */
import { choices, TEXT_FORMATS, variables } from './config-schema'

type Schema = ReturnType<typeof variables>[number][1]

function shownValues(s: Schema): string {
  const values = choices(s)
  if (values) return values.map((v) => `\`${v}\``).join(', ')
  switch (s.type) {
    case 'integer':
      return `${s.minimum}-${s.maximum}`
    case 'number':
      return `${s.minimum}-${s.maximum}, 2 decimals`
    case 'boolean':
      return '`true` / `false`'
    default:
      if (s.format) return TEXT_FORMATS[s.format as keyof typeof TEXT_FORMATS].shown
      if (s.minLength !== undefined) return `${s.minLength}+ characters`
      return s.valuesText ?? 'text'
  }
}

function shownDefault(s: Schema): string {
  if (s.defaultText !== undefined) return s.defaultText
  return s.default === undefined ? 'unset' : String(s.default)
}

export function configTable(): string {
  const rows = variables().map(([name, s]) => `| \`${name}\` | ${shownDefault(s)} | ${shownValues(s)} | ${s.description} |`)
  return ['| variable | default | values | meaning |', '|---|---|---|---|', ...rows].join('\n') + '\n'
}
