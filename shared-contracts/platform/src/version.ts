/** The contracts' packages a front-end part may be built against, each with its own version. */
export type ContractsPackage = '@rapport/wire' | '@rapport/platform' | '@rapport/ui';
/** The versions of the contracts' packages a part was built against: only those it depends on. */
export type ContractsVersions = Partial<Record<ContractsPackage, string>>;

/**
 * The packages the shell provides to every part as one copy at run time. The wire is not among
 * them: each part bundles the contracts it calls, whose compatibility is with the API, not the shell.
 */
const SHARED_AT_RUN_TIME: readonly ContractsPackage[] = ['@rapport/platform', '@rapport/ui'];

const contractsMajor = (version: string): number => Number(version.split('.')[0]);

/**
 * Whether a remote built against `remote` runs on a shell built against `shell`: the same major of
 * every shared package the remote uses (a major of a package it does not use never blocks it).
 * Answers the first misfit, undefined when it fits. A remote that says nothing does not fit.
 */
export function contractsFit(remote: ContractsVersions | undefined, shell: ContractsVersions): string | undefined {
  if (!remote || typeof remote !== 'object') return 'no contracts versions';
  for (const pkg of SHARED_AT_RUN_TIME) {
    const wanted = remote[pkg];
    if (wanted === undefined) continue;
    const provided = shell[pkg];
    if (provided === undefined || contractsMajor(wanted) !== contractsMajor(provided)) {
      return `${pkg} ${wanted}, the shell has ${provided ?? 'none'}`;
    }
  }
  return undefined;
}
