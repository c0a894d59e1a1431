/** the versions of the contracts' packages this part was built against (deploy/lib/contracts-versions.cjs: the shared ones) */
declare const __CONTRACTS__: import('@rapport/platform').ContractsVersions;
declare const __REMOTE_NAME__: string;
/** rspack's chunk loader puts it on the elements it inserts (set in index.ts from the page's CSP nonce). */
declare let __webpack_nonce__: string;
/** The public pages' boot script (boot/boot.ts), until the shell takes over from it. */
interface Window {
  rapportBoot?: { handOver: () => HTMLElement | null };
}
