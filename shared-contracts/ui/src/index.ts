// The public surface of @rapport/ui: the Chakra system and the frame every remote renders in
// (its React root with the shared providers, the error boundaries, the single-spa factory),
// shared at run time as one copy. Pieces only some pages use (the word picker, answer buttons,
// chakra-extras) are imported by their subpath so they stay in the chunks that use them; so is
// the standalone harness (remote/standalone), which only a remote's own dev page runs.
// First: the page's CSP settings (the emotion cache with the nonce).
export { cspNonce, emotionCache } from './csp';
export { system } from './system';
export { notify } from './notify';
export { createRemoteApp } from './remote/create-remote-app';
export { RemoteRoot } from './remote/remote-root';
export { RouteBoundary, UnavailablePanel } from './remote/route-boundary';
export { PageIntroRoutes } from './remote/page-intro-routes';
