/** The contracts' version. A remote built against another major is refused by the shell. */
export const CONTRACTS_VERSION = '1.0.0';
export const contractsMajor = (version: string): number => Number(version.split('.')[0]);
