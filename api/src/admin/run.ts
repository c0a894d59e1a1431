import { ConfigError, loadConfig, type Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { DataDirInUseError } from '../db/data-dir-lock';
import { openPreparedDatabase } from '../db/prepare';
import { InvalidContentError } from '../db/seed';
import { mailSecretBox } from '../mail/secret-box';
import { executeAdminCommand } from './commands';
import { AdminInputError } from './errors';
import { parseAdminArgs, USAGE, UsageError } from './parse-args';

export const EXIT = { done: 0, databaseUnusable: 1, badInput: 2 } as const;

export interface AdminRunOptions {
  env: NodeJS.ProcessEnv;
  cwd: string;
  out: (line: string) => void;
  err: (line: string) => void;
  /** tests: open this database instead of the configured one */
  openDatabase?: (config: Config) => Promise<DatabaseHandle>;
}

/** `npm run admin -- <argv>`: parses, opens the database, runs, closes; the exit code. */
export async function runAdmin(argv: string[], options: AdminRunOptions): Promise<number> {
  let command;
  try {
    command = parseAdminArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    options.err(`${error.message}\nSee \`npm run admin -- help\`.`);
    return EXIT.badInput;
  }
  if (command.kind === 'help') {
    options.out(USAGE);
    return EXIT.done;
  }

  let config: Config;
  try {
    config = loadConfig(options.env, options.cwd);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    options.err(error.message);
    return EXIT.badInput;
  }

  let database: DatabaseHandle;
  try {
    database = await (options.openDatabase ?? openPreparedDatabase)(config);
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      options.err(
        `The embedded database is in use, most likely by a running \`npm start\`: stop it (Ctrl-C), run this command, then start again.\n${error.message}`,
      );
      return EXIT.databaseUnusable;
    }
    if (error instanceof InvalidContentError) {
      options.err(error.message);
      return EXIT.databaseUnusable;
    }
    const where = config.databaseUrl ? 'the PostgreSQL database of DATABASE_URL' : `the embedded database in ${config.dataDir}`;
    options.err(`Cannot open ${where}: ${error instanceof Error ? error.message : String(error)}`);
    return EXIT.databaseUnusable;
  }

  try {
    const lines = await executeAdminCommand(
      { db: database.db, siteOrigin: config.siteOrigin, cwd: options.cwd, mailSecrets: mailSecretBox(config) },
      command,
    );
    for (const line of lines) options.out(line);
    return EXIT.done;
  } catch (error) {
    if (!(error instanceof AdminInputError)) throw error;
    options.err(error.message);
    return EXIT.badInput;
  } finally {
    await database.close();
  }
}
