import { loadConfig } from "../server/config.ts";
import { addOperator, removeOperator } from "../server/features/operators/accounts.ts";
import { closeServices, openServices } from "../server/services.ts";

/**
 * `npm run operator:add -- name@example.com ["Full Name"]` makes an operator account and prints a one-time link to
 * set its password (24 hours); `npm run operator:remove -- name@example.com` removes one (never the last).
 * With the embedded database (no DATABASE_URL) stop the server first: PGlite serves one process at a time.
 */
async function run(): Promise<number> {
  const [command, email, name] = process.argv.slice(2);
  if ((command !== "add" && command !== "remove") || !email) {
    console.error(
      "Usage: npm run operator:add -- name@example.com [name] | npm run operator:remove -- name@example.com",
    );
    return 2;
  }
  const config = loadConfig();
  const services = await openServices(config);
  try {
    const deps = { auth: services.auth, db: services.database.db, publicUrl: config.publicUrl };
    if (command === "remove") {
      const removed = await removeOperator(deps, email);
      (removed.ok ? console.log : console.error)(removed.message);
      return removed.ok ? 0 : 1;
    }
    const outcome = await addOperator(deps, email, name);
    if (outcome.status === "refused") {
      console.error(outcome.message);
      return 1;
    }
    if (outcome.status === "exists") {
      console.log(`${email} is already an operator account.`);
      return 0;
    }
    console.log(`Operator ${email} created. Open this link within 24 hours to set its password:`);
    console.log(outcome.setPasswordUrl);
    console.log("Then sign in at /operator/sign-in and set up two-factor sign-in.");
    return 0;
  } finally {
    await closeServices(services);
  }
}

run().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
