import * as path from 'path';
import { ConfigError, loadConfig, type Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { DataDirInUseError } from '../db/data-dir-lock';
import { openPreparedDatabase } from '../db/prepare';
import { InvalidContentError } from '../db/seed';
import { mailSecretBox } from '../mail/secret-box';
import { backupEmbedded, restoreEmbedded } from './backup';
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
  if (argv[0] === 'backup' || argv[0] === 'restore') return runBackupCommand(argv[0], argv.slice(1), options);

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

  const config = adminConfig(options);
  if (!config) return EXIT.badInput;

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

/** `backup <file>` / `restore <file>`: the embedded database's folder, held while they run. */
/** The settings from the environment; a bad one is said on stderr (the caller exits badInput). */
function adminConfig(options: AdminRunOptions): Config | undefined {
  try {
    return loadConfig(options.env, options.cwd);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    options.err(error.message);
    return undefined;
  }
}

async function runBackupCommand(kind: 'backup' | 'restore', args: string[], options: AdminRunOptions): Promise<number> {
  if (args.length !== 1 || args[0].startsWith('-')) {
    options.err(`${kind} takes one file: npm run admin -- ${kind} <file.tar.gz>\nSee \`npm run admin -- help\`.`);
    return EXIT.badInput;
  }
  const config = adminConfig(options);
  if (!config) return EXIT.badInput;
  const file = path.resolve(options.cwd, args[0]);
  try {
    if (kind === 'backup') {
      const bytes = await backupEmbedded(config, file);
      options.out(`Backed up the embedded database of ${config.dataDir} to ${file} (${bytes} bytes).`);
    } else {
      const keptAs = await restoreEmbedded(config, file);
      options.out(`Restored the embedded database of ${config.dataDir} from ${file}.`);
      if (keptAs) options.out(`The database it replaced is kept in ${keptAs} (delete it once the restore is checked).`);
      options.out('The next start applies any newer migrations.');
    }
    return EXIT.done;
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      options.err(`The embedded database is in use, most likely by a running \`npm start\`: stop it first.\n${error.message}`);
      return EXIT.databaseUnusable;
    }
    if (error instanceof AdminInputError) {
      options.err(error.message);
      return EXIT.badInput;
    }
    throw error;
  }
}
