/**
 * The operator's command: `npm run admin -- <command> ...` from the repository root (so that
 * RAPPORT_DATA_DIR's default, ./data, is the folder `npm start` uses). `npm run admin -- help`.
 */
import { runAdmin } from '../src/admin/run';

runAdmin(process.argv.slice(2), {
  env: process.env,
  cwd: process.cwd(),
  out: (line) => console.log(line),
  err: (line) => console.error(line),
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  },
);
