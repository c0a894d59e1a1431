/** rspack's chunk loader puts it on the elements it inserts (set in index.tsx from the page's CSP nonce). */
declare let __webpack_nonce__: string;
