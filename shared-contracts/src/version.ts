import contractsPackage from '../package.json';

/**
 * The contracts' version: the package's own version is the one source (the rspack config
 * factory and the jest configs read the same file). A remote built against another major is
 * refused by the shell.
 */
export const CONTRACTS_VERSION: string = contractsPackage.version;
export const contractsMajor = (version: string): number => Number(version.split('.')[0]);
