/**
 * Back-office operators from the command line, on the database the server uses:
 *
 *   npm run operator -- create <name> <admin|reviewer|support>
 *   npm run operator -- reset-password <name>
 *   npm run operator -- disable <name>
 *   npm run operator -- list
 *
 * PostgreSQL when DATABASE_URL is set, else the embedded database in DATA_DIR (./data by default),
 * which only one process may open: while the server runs on it, stop the server first, or use
 * DATABASE_URL. Every change is written to the audit log (operator: none, via: cli).
 * Exit codes: 0 done, 1 refused or failed, 2 bad arguments.
 */
import lockfile from 'proper-lockfile';
import { operatorName, OPERATOR_ROLES, type OperatorRole } from '@tp/contract';
import { loadConfig } from '../config.ts';
import { openPglite, openPostgres, type Database } from '../db/client.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { AppError } from '../core/errors.ts';
import { AuditService } from '../modules/audit/service.ts';
import { isOperatorRole, OperatorService } from '../modules/backoffice/operators.ts';
import { Passwords } from '../core/passwords.ts';

const USAGE = `Usage: npm run operator -- <command>

  create <name> <role>     add an operator; role is one of ${OPERATOR_ROLES.join(', ')}.
                           Prints the generated password once.
  reset-password <name>    give the operator a new generated password (printed once); signs them out.
  disable <name>           the operator can no longer sign in; their sessions end.
  list                     every operator, with role and status.

Names are 3 to 32 characters: a lower-case letter, then lower-case letters, digits, '_', '.' or '-'.
The database is the server's: PostgreSQL when DATABASE_URL is set, otherwise the embedded one in
DATA_DIR (default ./data), which cannot be opened while the server runs on it.`;

type Command =
  | { kind: 'create'; name: string; role: OperatorRole }
  | { kind: 'reset-password'; name: string }
  | { kind: 'disable'; name: string }
  | { kind: 'list' };

function parse(args: string[]): Command | string {
  const [command, ...rest] = args;
  const nameOf = (raw: string | undefined): string | null =>
    raw !== undefined && operatorName.safeParse(raw).success ? raw : null;
  switch (command) {
    case 'create': {
      if (rest.length !== 2) return 'create takes a name and a role.';
      const [rawName, role] = rest as [string, string];
      const name = nameOf(rawName);
      if (!name) return `Not a valid operator name: ${JSON.stringify(rawName)}.`;
      if (!isOperatorRole(role)) return `Not a role: ${JSON.stringify(role)}; use one of ${OPERATOR_ROLES.join(', ')}.`;
      return { kind: 'create', name, role };
    }
    case 'reset-password':
    case 'disable': {
      if (rest.length !== 1) return `${command} takes one name.`;
      const name = nameOf(rest[0]);
      if (!name) return `Not a valid operator name: ${JSON.stringify(rest[0])}.`;
      return { kind: command, name };
    }
    case 'list':
      return rest.length === 0 ? { kind: 'list' } : 'list takes no arguments.';
    case undefined:
      return 'No command given.';
    default:
      return `Unknown command: ${JSON.stringify(command)}.`;
  }
}

const LOCKED_MESSAGE =
  'The embedded database in DATA_DIR is in use by a running server. ' +
  'Stop the server first, or use DATABASE_URL (a shared PostgreSQL) to manage operators while it runs.';

async function openDatabase(): Promise<Database | null> {
  const config = loadConfig();
  if (config.databaseUrl) return openPostgres(config.databaseUrl, 2);
  // A quick look first, so that a running server is reported at once rather than after the lock's retries.
  const held = await lockfile.check(config.dataDir, { realpath: false, stale: 5000 }).catch(() => false);
  if (held) return null;
  try {
    return await openPglite(config.dataDir);
  } catch (err) {
    if (err instanceof DataDirLockedError) return null;
    throw err;
  }
}

async function run(command: Command, database: Database): Promise<number> {
  const { db } = database;
  const operators = new OperatorService({
    db,
    audit: new AuditService(db),
    passwords: new Passwords(),
    now: () => new Date(),
  });
  const actor = { via: 'cli' } as const;
  switch (command.kind) {
    case 'create': {
      const { operator, password } = await operators.create(actor, command.name, command.role);
      console.log(`Created operator "${operator.name}" (role ${operator.role}, id ${operator.id}).`);
      console.log(`Password (shown once, not stored; change it after signing in): ${password}`);
      return 0;
    }
    case 'reset-password': {
      const { operator, password } = await operators.resetPassword(actor, { name: command.name });
      console.log(`New password for "${operator.name}" (shown once; their sessions have ended): ${password}`);
      return 0;
    }
    case 'disable': {
      const operator = await operators.disable(actor, { name: command.name });
      console.log(`Disabled operator "${operator.name}"; their sessions have ended.`);
      return 0;
    }
    case 'list': {
      const list = await operators.list(actor);
      if (list.length === 0) console.log('No operators yet (the server creates "admin" on its first start).');
      for (const item of list) {
        const created = new Date(item.createdAt).toISOString();
        console.log(`${item.name.padEnd(32)} ${item.role.padEnd(8)} ${item.status.padEnd(8)} ${created}`);
      }
      return 0;
    }
  }
}

async function main(): Promise<number> {
  const command = parse(process.argv.slice(2));
  if (typeof command === 'string') {
    console.error(`${command}\n\n${USAGE}`);
    return 2;
  }
  const database = await openDatabase();
  if (!database) {
    console.error(LOCKED_MESSAGE);
    return 1;
  }
  try {
    return await run(command, database);
  } catch (err) {
    if (err instanceof AppError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
