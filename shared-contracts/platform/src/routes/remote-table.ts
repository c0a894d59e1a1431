import table from './remotes.json';

/**
 * One remote of the site. The table is data (remotes.json) because the plain-Node deploy
 * scripts, the rspack config factory and the lint configuration read it too.
 */
export interface RemoteDef {
  /** the federation name the remote is registered under, and its key in /remotes.json */
  name: string;
  /** its workspace folder at the repository root */
  workspace: string;
  /** mounted on every page, not only on its own routes (mfe-auth: login modal, token links) */
  alwaysActive?: boolean;
}

export const REMOTE_TABLE: readonly RemoteDef[] = table;

/** The remotes that make up the site, by the name they are registered under. */
export const REMOTES: readonly string[] = REMOTE_TABLE.map((remote) => remote.name);

/** A remote's name; the route table test checks that every route names one of the table. */
export type RemoteName = string;

export function remoteDef(name: RemoteName): RemoteDef | undefined {
  return REMOTE_TABLE.find((remote) => remote.name === name);
}
