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

// findBy*/waitFor wait for a condition; the only bound on that wait is the test's own timeout
// (testTimeout in jest.config.js, 30 s), less a margin for the failure's report. Their default
// of 1 s is a wall-clock guess: on a loaded 2-core machine, rows drawn in steps, menus and lazy
// chunks took longer and a correct page failed. Same assertions; a wrong page still fails.
require('@testing-library/dom').configure({ asyncUtilTimeout: 25000 });

// a call the product tries again when no replica answers (shared-contracts/wire/src/api/transient-retry.ts)
// is tried again at once here: the same tries, without seconds of waiting in each test
require('@rapport/wire/api/transient-retry').transientRetry.delaysMs = [0, 0];
