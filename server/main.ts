/**
 * Runs the API server: config -> database (+ migrations, + demo data on a fresh one; a production database with the
 * demo accounts is refused) -> listen.
 * Start: `node --import tsx server/main.ts`. Prints `listening on http://HOST:PORT` once ready.
 */
import cluster from 'node:cluster'
import { buildApp } from './app'
import { usePasswordHashCost } from './lib/crypto'
import { ConfigError, loadConfig } from './config'
import { DatabaseLockedError, openDatabase, type Database } from './db/client'
import { prepareDatabase } from './db/prepare'
import { RoleSetupError } from './db/roles'
import { describeError } from './lib/log'
import { sweepExpired } from './modules/auth/sweep'
import { PaymentProviders } from './lib/payments'
import { startJobLoop } from './modules/order/jobs'
import { startOfferLoop } from './modules/offer/jobs'
import { startRefundLoop } from './modules/payment/refunds'
import { outsideChannels, startNotificationLoop } from './modules/notification/loop'

async function main(): Promise<void> {
  const config = loadConfig()
  usePasswordHashCost(config.passwordHashCost)
  const database = await openDatabase(config)
  let app: Awaited<ReturnType<typeof buildApp>> | null = null
  let jobs: ReturnType<typeof startJobLoop> | null = null
  let offerJobs: ReturnType<typeof startOfferLoop> | null = null
  let refunds: ReturnType<typeof startRefundLoop> | null = null
  let notifications: ReturnType<typeof startNotificationLoop> | null = null
  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    process.stdout.write(`${cluster.isWorker ? `worker ${process.pid}: ` : ''}${signal} received, shutting down\n`)
    clearInterval(sweeper)
    try {
      await jobs?.stop()
      await offerJobs?.stop()
      await refunds?.stop()
      await notifications?.stop()
      await app?.close()
    } finally {
      await database.close()
    }
    process.exit(0)
  }
  process.once('SIGINT', () => void stop('SIGINT'))
  process.once('SIGTERM', () => void stop('SIGTERM'))
  // a worker of start:cluster whose primary is gone gets no more connections (the primary holds the port)
  if (cluster.isWorker) process.once('disconnect', () => void stop('primary gone'))
  // a failed sweep is told (redacted) and simply runs again next hour
  const sweeper = setInterval(() => void sweepExpired(database.db).catch((err) => process.stderr.write(`housekeeping: ${describeError(err)}\n`)), 3600_000)
  sweeper.unref()

  try {
    if ((await prepareDatabase(database, { ...config, secretKey: config.secretKey! })).seeded) {
      process.stdout.write('demo data loaded (see server/db/seed.ts for the demo accounts)\n')
    }
    app = await buildApp({ db: database.db, config: { ...config, secretKey: config.secretKey! }, realtime: database })
    await app.listen({ port: config.port, host: config.host })
    const address = app.server.address()
    const port = typeof address === 'object' && address ? address.port : config.port
    // start:cluster prints its own ready line once every worker listens; a worker's names its pid
    process.stdout.write(`${cluster.isWorker ? `worker ${process.pid} ` : ''}listening on http://${config.host}:${port}\n`)
    // order expiry and auto-complete, dispute escalation, view purging (JOB_INTERVAL_SECONDS; 0 turns it off);
    // each failure is one redacted line (lib/log.ts describeError) and a row of the console's 异常任务
    jobs = startJobLoop({ db: database.db, config: { ...config, secretKey: config.secretKey! } }, (line) => process.stderr.write(`order jobs: ${line}\n`))
    // offers not answered in time or whose listing changed, saved searches' notices of new listings
    offerJobs = startOfferLoop({ db: database.db, config: { ...config, secretKey: config.secretKey! } }, (line) => process.stderr.write(`offer jobs: ${line}\n`))
    // refunds of WeChat Pay / Alipay money, written by the refund transactions, sent to the provider
    refunds = startRefundLoop({ db: database.db, config: { ...config, secretKey: config.secretKey! }, pay: PaymentProviders.fromConfig(config.payment, config.secretKey!) }, (line) =>
      process.stderr.write(`payment refunds: ${line}\n`),
    )
    // deadline reminders, and SMS / WeChat notifications from the outbox (NOTIFY_INTERVAL_SECONDS; 0 turns it off)
    notifications = startNotificationLoop({ db: database.db, config, channels: outsideChannels(database.db, config) }, (line) =>
      process.stderr.write(`notifications: ${line}\n`),
    )
  } catch (err) {
    await closeQuietly(database)
    throw err
  }
}

async function closeQuietly(database: Database) {
  try {
    await database.close()
  } catch {
    // the original failure is what matters
  }
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DatabaseLockedError || err instanceof RoleSetupError) {
    process.stderr.write(`cannot start: ${err.message}\n`)
  } else {
    process.stderr.write(`cannot start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`)
  }
  process.exit(1)
})
