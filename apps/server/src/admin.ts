import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { createUsersRepository } from './features/users/repository.js';

const USAGE = 'Usage: npm run admin -- grant EMAIL';

/** Operator command: the only way, besides the demo seed, to make someone an admin. */
async function main(args: string[]): Promise<number> {
  const [command, email] = args;
  if (command !== 'grant' || !email) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: config.databasePoolMax,
  });
  try {
    await database.migrate();
    const granted = await createUsersRepository(database.db).grantAdmin(email);
    if (!granted) {
      console.error(`No user with the email ${email}. They must sign up first.`);
      return 1;
    }
    console.log(`${email} is now an admin.`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
