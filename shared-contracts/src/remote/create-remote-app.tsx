import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { Resource } from 'i18next';
import { addTranslations } from '../i18n/i18n';
import type { Lang } from '../i18n/languages';
import type { RemoteAppProps } from '../runtime';
import { RemoteRoot } from './remote-root';
import { UnavailablePanel } from './route-boundary';

export interface RemoteLifecycles {
  bootstrap: (props: unknown) => Promise<void>;
  mount: (props: unknown) => Promise<unknown>;
  unmount: (props: unknown) => Promise<unknown>;
  update?: (props: unknown) => Promise<unknown>;
}

/**
 * Turns a remote's root component into single-spa lifecycles, with the shared providers and
 * an error boundary (the middle of the three error depths).
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
  return singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: AppRoot,
    errorBoundary: (error: Error) => {
      console.error(`[rapport] remote ${namespace} crashed`, error);
      return <UnavailablePanel onRetry={() => window.location.reload()} />;
    },
  }) as unknown as RemoteLifecycles;
}
