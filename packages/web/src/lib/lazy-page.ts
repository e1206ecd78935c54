/**
 * React.lazy with a preload: a route chunk that was loaded before hydration renders synchronously, so
 * the prerendered HTML hydrates in place. (A plain lazy page suspends during hydration; any context
 * update before its chunk arrives — the session, the config — then replaces the server HTML with the
 * fallback for a moment: an empty page and a layout shift.)
 */
import { createElement, lazy, type ComponentType } from 'react';

export type LazyPage<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const fetchModule = () =>
    (pending ??= load().then((m) => {
      loaded = m.default;
      return m;
    }));
  const Lazy = lazy(fetchModule);
  const Page = (props: P) => createElement(loaded ?? (Lazy as unknown as ComponentType<P>), props);
  Page.preload = fetchModule;
  return Page;
}
