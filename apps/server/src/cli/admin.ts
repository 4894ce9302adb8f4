/**
 * Operator tool: `npm run admin -- <command>`. Uses the same configuration as the server
 * (DATABASE_URL or the embedded database in DATA_DIR). With the embedded database it refuses
 * while the server holds DATA_DIR: stop the server first.
 */
import { parseArgs } from 'node:util';
import pino from 'pino';
import type { PlanId } from '@candlelens/contracts';
import { loadConfig } from '../config/env.ts';
import { resolveAuthSecret } from '../config/secret.ts';
import { openDatabase } from '../db/client.ts';
import { createPaymentProvider, isSandbox } from '../payments/index.ts';
import { CreditsService } from '../services/credits.service.ts';
import { OperatorService, type SandboxEventKind } from '../services/operator.service.ts';
import { SubscriptionService } from '../services/subscription.service.ts';
const USAGE = `CandleLens operator tool

  npm run admin -- users
  npm run admin -- credits grant  EMAIL AMOUNT --reason "why"
  npm run admin -- credits remove EMAIL AMOUNT --reason "why"
  npm run admin -- subscription set EMAIL basic|pro|elite [--days 7]
  npm run admin -- subscription end EMAIL
  npm run admin -- sandbox renewal|failure|halt|cancel EMAIL

Every change to credits is written to the credit ledger.`;

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      reason: { type: 'string' },
      days: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [group, action, ...rest] = positionals;
  if (!group || values.help) {
    console.log(USAGE);
    return;
  }
  process.umask(0o077); // like the server: files it creates are private
  const config = loadConfig();
  const log = pino({ level: 'warn' });
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  });
  try {
    const provider = await createPaymentProvider(
      config,
      resolveAuthSecret(config.AUTH_SECRET, config.DATA_DIR),
    );
    const credits = new CreditsService({ db: database.db });
    const ops = new OperatorService({
      db: database.db,
      credits,
      subscriptions: new SubscriptionService({ db: database.db, provider, credits, log }),
      sandbox: isSandbox(provider) ? provider : null,
    });
    const print = (v: unknown) => console.log(JSON.stringify(v, null, 2));
    if (group === 'users') {
      console.table(await ops.listUsers());
    } else if (
      group === 'credits' &&
      (action === 'grant' || action === 'remove') &&
      rest.length === 2
    ) {
      const amount = Number(rest[1]);
      if (!Number.isInteger(amount) || amount <= 0)
        throw new Error('AMOUNT must be a positive whole number of credits');
      if (!values.reason) throw new Error('--reason is required: it goes into the ledger');
      print(
        await ops.changeCredits(rest[0]!, action === 'grant' ? amount : -amount, values.reason),
      );
    } else if (group === 'subscription' && action === 'set' && rest.length === 2) {
      print(
        await ops.setSubscription(
          rest[0]!,
          rest[1] as PlanId,
          values.days ? Number(values.days) : 7,
        ),
      );
    } else if (group === 'subscription' && action === 'end' && rest.length === 1) {
      print(await ops.endSubscription(rest[0]!));
    } else if (
      group === 'sandbox' &&
      ['renewal', 'failure', 'halt', 'cancel'].includes(action ?? '') &&
      rest.length === 1
    ) {
      print(await ops.fireSandboxEvent(rest[0]!, action as SandboxEventKind));
    } else {
      console.error(USAGE);
      process.exitCode = 2;
    }
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(`admin: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
