declare const __CONTRACTS_VERSION__: string;
declare const __REMOTE_NAME__: string;
/** rspack's chunk loader puts it on the elements it inserts (set in index.ts from the page's CSP nonce). */
declare let __webpack_nonce__: string;
