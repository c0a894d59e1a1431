/** the versions of the contracts' packages this part was built against (deploy/lib/contracts-versions.cjs: the shared ones) */
declare const __CONTRACTS__: import('@rapport/platform').ContractsVersions;
declare const __REMOTE_NAME__: string;
