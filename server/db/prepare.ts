/**
 * What a server does to its database before it listens: migrations, the demo data when SEED is on, and, under
 * NODE_ENV=production, the refusal of a database that holds the demo accounts (loaded by an earlier non-production
 * start or copied from a demo) unless DEMO_DATA=allow.
 */
import { ConfigError, type Config } from '../config'
import type { Database } from './client'
import { findDemoAccounts } from './demo-accounts'
import { seed } from './seed'

export async function prepareDatabase(
  database: Database,
  config: Pick<Config, 'seed' | 'production' | 'demoDataAllowed'> & { secretKey: string },
): Promise<{ seeded: boolean }> {
  await database.migrate()
  const seeded = config.seed && (await seed(database, config.secretKey))
  if (config.production && !config.demoDataAllowed) {
    const found = await findDemoAccounts(database.db)
    if (found.length > 0) {
      throw new ConfigError(
        `the database holds the demo accounts ${found.join(', ')}, whose passwords are published (admin / Admin1234 logs into the console): ` +
          'refused with NODE_ENV=production. Start on a database without the demo data, or set DEMO_DATA=allow for a demo deployment on purpose',
      )
    }
  }
  return { seeded }
}
