// Docusaurus's ComponentCreator (@docusaurus/core/lib/client/exports/ComponentCreator) with one
// change: a route's chunk names and loaders come from its group's module, loaded on demand, instead
// of the whole-site registry in the main bundle. Rendering is the original's, line for line.
import type {ReactNode} from 'react';
import Loadable from 'react-loadable';
import Loading from '@theme/Loading';
import flat from '@docusaurus/core/lib/client/flat';
import {RouteContextProvider} from '@docusaurus/core/lib/client/routeContext';
import {loadGroup, type ChunkNames} from './routeGroups';

type Loaded = {chunkNames: ChunkNames; modules: {[keyPath: string]: {[key: string]: unknown}}};

async function loadRoute(routePath: string, hash: string | undefined): Promise<Loaded> {
  const {byPath, byKey, registry} = await loadGroup(routePath);
  const chunkNames = byPath[routePath] ?? byKey[`${routePath}-${hash}`] ?? {};
  const entries = Object.entries(flat(chunkNames) as Record<string, string>).filter(([, name]) => registry[name]);
  const modules = await Promise.all(
    entries.map(async ([keyPath, name]) => [keyPath, await registry[name]!()] as const),
  );
  return {chunkNames, modules: Object.fromEntries(modules)};
}

export default function ComponentCreator(routePath: string, hash?: string): ReturnType<typeof Loadable> {
  if (routePath === '*') {
    return Loadable({
      loading: Loading,
      loader: () => import('@theme/NotFound'),
      render(loaded, props) {
        const NotFound = loaded.default;
        return (
          <RouteContextProvider value={{plugin: {name: 'native', id: 'default'}}}>
            <NotFound {...(props as object)} />
          </RouteContextProvider>
        );
      },
    });
  }
  return Loadable({
    loading: Loading,
    loader: () => loadRoute(routePath, hash),
    render({chunkNames, modules}: Loaded, props): ReactNode {
      const loadedModules = JSON.parse(JSON.stringify(chunkNames)) as {[key: string]: unknown};
      Object.entries(modules).forEach(([keyPath, loadedModule]) => {
        // JSON modules load as {default: ...}; props get the value itself.
        const chunk = loadedModule.default as {[key: string]: unknown} | undefined;
        if (!chunk) {
          throw new Error(
            `The page component at ${routePath} doesn't have a default export. This makes it impossible to render anything. Consider default-exporting a React component.`,
          );
        }
        if (typeof chunk === 'object' || typeof chunk === 'function') {
          Object.keys(loadedModule)
            .filter((key) => key !== 'default')
            .forEach((key) => {
              chunk[key] = loadedModule[key];
            });
        }
        let value = loadedModules;
        const keys = keyPath.split('.');
        keys.slice(0, -1).forEach((key) => {
          value = value[key] as {[key: string]: unknown};
        });
        value[keys[keys.length - 1]!] = chunk;
      });
      const {
        __comp: Component,
        __context: routeContext,
        __props: routeProps,
        ...rest
      } = loadedModules as {
        __comp: React.ComponentType<object>;
        __context: Parameters<typeof RouteContextProvider>[0]['value'];
        __props?: object;
        [key: string]: unknown;
      };
      return (
        <RouteContextProvider value={routeContext}>
          <Component {...rest} {...routeProps} {...(props as object)} />
        </RouteContextProvider>
      );
    },
  });
}
