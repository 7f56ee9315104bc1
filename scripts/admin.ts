import { connectForCli } from '../src/server/db/cli-connection';
import { parseEnv } from '../src/server/env';
import { setRoleByEmail } from '../src/server/accounts';

const USAGE = 'Usage: npm run admin -- promote <email>\n       npm run admin -- demote <email>';

async function main() {
  const [command, rawEmail] = process.argv.slice(2);
  const email = rawEmail?.trim().toLowerCase();
  if ((command !== 'promote' && command !== 'demote') || !email) {
    console.error(USAGE);
    process.exit(2);
  }
  const env = parseEnv(process.env);
  const database = await connectForCli(env);
  try {
    const role = command === 'promote' ? 'admin' : 'basic';
    const found = await setRoleByEmail(database.db, email, role);
    if (!found) {
      console.error(`No user with email ${email}. They must sign up first.`);
      process.exitCode = 1;
      return;
    }
    console.log(`${email} is now ${role}. It takes effect on their next request.`);
  } finally {
    await database.done();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
