import { createElement, lazy, useState, type ComponentType } from 'react';

/** A page component loaded on first use that can also be loaded ahead (`preload`). */
export type LazyPage<Component = ComponentType> = Component & { preload: () => Promise<unknown> };

/**
 * Like React.lazy, for a remote's route pages, with one difference: a page whose module has been
 * loaded ahead (the shell preloads the pages a visitor can open next while the browser is idle:
 * the remote's `preload` lifecycle) renders at once. React.lazy would still suspend on its first
 * render, and React holds a revealed boundary's content until 300 ms after its fallback showed,
 * which a first visit to another area would wait for. Each mount keeps the path it started
 * with, so a page never changes component (and loses its state) when its module arrives.
 */
/** A page of whatever props: every component type is one (its props are what the caller passes). */
type AnyComponent = ComponentType<never>;

export function lazyPage<Name extends string, Module extends Record<Name, AnyComponent>>(
  load: () => Promise<Module>,
  name: Name,
): LazyPage<Module[Name]> {
  // rendered with the props its caller passes, which the module's type already checked
  type Rendered = ComponentType<object>;
  let loaded: Rendered | undefined;
  let loading: Promise<Rendered> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => (loaded = module[name] as unknown as Rendered),
      (error: unknown) => {
        loading = undefined; // a failed download is tried again by the next use
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Page(props: object) {
    const [ready] = useState(() => loaded);
    return createElement(ready ?? Lazy, props);
  }
  return Object.assign(Page, { preload }) as unknown as LazyPage<Module[Name]>;
}

/**
 * A remote's `preload` lifecycle from its route table: loads the modules of the pages at these
 * paths (those the visitor can open from the navigation). Unknown paths are ignored.
 */
export function pagePreloader(pages: Record<string, { preload: () => Promise<unknown> }>) {
  return async (paths: readonly string[]): Promise<void> => {
    await Promise.all(paths.flatMap((path) => (pages[path] ? [pages[path].preload()] : [])));
  };
}
