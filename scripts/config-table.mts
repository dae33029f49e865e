// Prints README's configuration table (Markdown) from the one declaration of every environment variable,
// server/config-schema.ts. Paste it over the table in README.md, "Configuration"; test/api/config-table.test.ts
// fails until README's copy matches.
import { configTable } from '../server/config-table.ts'

process.stdout.write(configTable())
