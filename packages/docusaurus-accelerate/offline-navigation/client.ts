// Offline readers get the loading error with Retry instead of the browser's offline page.
// Docusaurus reloads the page when a route's chunks fail to preload (the right move after a new
// deployment renamed them); offline, that reload can only fail, so then the navigation goes ahead
// and the route's loadable component renders its error state, whose Retry loads the chunks again.
import routes from '@generated/routes';

type Preloadable = {preload?: () => Promise<unknown>};
type Route = {component: unknown; routes?: Route[]};

const patched = new WeakSet<object>();

function tolerateOffline(component: Preloadable | undefined): void {
  const preload = component?.preload;
  if (component && preload && !patched.has(component)) {
    patched.add(component);
    component.preload = () =>
      preload().catch((error: unknown) => {
        if (navigator.onLine) throw error;
      });
  }
}

function tolerateOfflinePreload(route: Route): void {
  const descriptor = Object.getOwnPropertyDescriptor(route, 'component');
  const make = descriptor?.get;
  if (make) {
    // A component made when first read (slim-route-table's page routes) is wrapped then, so that a
    // page does not create every route's component here.
    Object.defineProperty(route, 'component', {
      ...descriptor,
      get() {
        const component = make.call(route) as Preloadable | undefined;
        tolerateOffline(component);
        return component;
      },
    });
  } else tolerateOffline(route.component as Preloadable | undefined);
  route.routes?.forEach(tolerateOfflinePreload);
}

if (typeof window !== 'undefined') (routes as Route[]).forEach(tolerateOfflinePreload);
