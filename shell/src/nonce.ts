// The page's CSP nonce (deploy/build/index.html) goes to rspack's chunk loader first: the
// <script> and <style> elements it inserts carry it (its scripts are also allowed by origin).
const nonceTag = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
const nonce = nonceTag?.nonce || nonceTag?.getAttribute('nonce');
if (nonce && nonce !== '__CSP_NONCE__') __webpack_nonce__ = nonce;

export {};
