// The versions of the contracts' packages a part is built against: those its package.json
// depends on, read from the packages themselves (shared-contracts/<name>/package.json). The build
// writes them into the part (__CONTRACTS__) and into rapport-build.json, where the shell and the
// release command compare majors (shared-contracts/platform/src/version.ts says which count).
const path = require('node:path');

const CONTRACTS_DIR = path.join(__dirname, '../../shared-contracts');
const CONTRACTS_PACKAGES = ['@rapport/wire', '@rapport/platform', '@rapport/ui'];
/** The packages the shell provides as one copy at run time: the only ones a remote's majors must match. */
const SHARED_AT_RUN_TIME = ['@rapport/platform', '@rapport/ui'];

/** `@rapport/ui` -> its version */
const contractsPackageVersion = (name) => require(path.join(CONTRACTS_DIR, name.split('/')[1], 'package.json')).version;

/** @param {string} [dir] the part's folder; none: a build of every part in one (the monolith baseline) */
function contractsVersions(dir) {
  const pkg = dir ? require(path.join(dir, 'package.json')) : { dependencies: Object.fromEntries(CONTRACTS_PACKAGES.map((name) => [name, '*'])) };
  const deps = { ...pkg.dependencies, ...pkg.devDependencies };
  return Object.fromEntries(CONTRACTS_PACKAGES.filter((name) => name in deps).map((name) => [name, contractsPackageVersion(name)]));
}

/**
 * The release command's side of the shell's rule (contractsFit in
 * shared-contracts/platform/src/version.ts, which the browser runs): a remote fits a shell when
 * every package shared at run time that the remote uses has the shell's major. Answers the first
 * misfit, undefined when it fits.
 */
const major = (version) => Number(String(version).split('.')[0]);
function contractsMisfit(remote, shell) {
  if (!remote || typeof remote !== 'object') return 'no contracts versions';
  const wrong = SHARED_AT_RUN_TIME.find((pkg) => remote[pkg] !== undefined && (shell?.[pkg] === undefined || major(remote[pkg]) !== major(shell[pkg])));
  return wrong && `${wrong} ${remote[wrong]}, the shell has ${shell?.[wrong] ?? 'none'}`;
}

/** What a part's code carries (__CONTRACTS__): the versions of the shared packages only, all the run-time check reads. */
const sharedContractsVersions = (dir) => Object.fromEntries(Object.entries(contractsVersions(dir)).filter(([name]) => SHARED_AT_RUN_TIME.includes(name)));

module.exports = { CONTRACTS_PACKAGES, contractsMisfit, contractsPackageVersion, contractsVersions, sharedContractsVersions };
