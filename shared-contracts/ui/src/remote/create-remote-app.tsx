import React, { startTransition, type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { Resource } from 'i18next';
import { addTranslations, type Lang, type RemoteAppProps, type RemoteLifecycles } from '@rapport/platform';
import { RemoteRoot } from './remote-root';
import { UnavailablePanel } from './route-boundary';

/**
 * Turns a remote's root component into single-spa lifecycles, with the shared providers and
 * an error boundary (the middle of the three error depths). A container that already holds the
 * remote's page (a public page prerendered at build time, left in place by the shell's
 * hydration) is hydrated on the first mount; any other mount renders afresh.
 */
export function createRemoteApp(
  namespace: string,
  Root: ComponentType,
  translations: Record<Lang, Resource[string][string]>,
): RemoteLifecycles {
  addTranslations(namespace, translations);
  const AppRoot = ({ store }: RemoteAppProps) => (
    <RemoteRoot store={store}>
      <Root />
    </RemoteRoot>
  );
  let hydrating = false;
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: AppRoot,
    // read synchronously by mount, while `hydrating` says what the container holds
    renderType: () => (hydrating ? 'hydrateRoot' : 'createRoot'),
    errorBoundary: (error: Error) => {
      console.error(`[rapport] remote ${namespace} crashed`, error);
      return <UnavailablePanel onRetry={() => window.location.reload()} />;
    },
  }) as unknown as RemoteLifecycles;
  return {
    ...lifecycles,
    mount: (props: unknown) => {
      hydrating = Boolean((props as { domElement?: Element }).domElement?.hasChildNodes());
      try {
        // A prerendered page is hydrated at once (it is on screen; a held click waits for it);
        // a page drawn afresh is rendered as a transition, in slices the browser can answer
        // between rather than one long task.
        if (hydrating) return lifecycles.mount(props);
        let mounted: Promise<unknown> | undefined;
        startTransition(() => {
          mounted = lifecycles.mount(props);
        });
        return mounted!;
      } finally {
        hydrating = false;
      }
    },
  };
}
