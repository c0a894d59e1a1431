require('@testing-library/jest-dom');
// Chakra and Ark UI read these browser APIs that jsdom does not implement.
if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false, media: query, onchange: null,
    addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false,
  });
}
if (!window.ResizeObserver) {
  window.ResizeObserver = class { observe() {} unobserve() {} disconnect() {} };
}
if (!window.scrollTo) window.scrollTo = () => {};
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};

// findBy*/waitFor wait up to 1 s by default; on a 2-core CI machine running the API suites
// alongside, menus and lazy chunks can take longer. Same assertions, more patience.
require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 });

// a call the product tries again when no replica answers (shared-contracts/wire/src/api/transient-retry.ts)
// is tried again at once here: the same tries, without seconds of waiting in each test
require('@rapport/wire/api/transient-retry').transientRetry.delaysMs = [0, 0];
