// Offline readers get the loading error with Retry instead of the browser's offline page.
// Docusaurus reloads the page when a route's chunks fail to preload (the right move after a new
// deployment renamed them); offline, that reload can only fail, so then the navigation goes ahead
// and the route's loadable component renders its error state, whose Retry loads the chunks again.
import routes from '@generated/routes';

type Preloadable = {preload?: () => Promise<unknown>};
type Route = {component: unknown; routes?: Route[]};

const patched = new WeakSet<object>();

function tolerateOfflinePreload(route: Route): void {
  const component = route.component as Preloadable | undefined;
  const preload = component?.preload;
  if (component && preload && !patched.has(component)) {
    patched.add(component);
    component.preload = () =>
      preload().catch((error: unknown) => {
        if (navigator.onLine) throw error;
      });
  }
  route.routes?.forEach(tolerateOfflinePreload);
}

if (typeof window !== 'undefined') (routes as Route[]).forEach(tolerateOfflinePreload);
