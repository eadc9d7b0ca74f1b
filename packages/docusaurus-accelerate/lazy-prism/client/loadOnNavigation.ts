// A client-side navigation starts loading Prism alongside the next page's chunks, so that its code blocks
// are highlighted when it renders; a page opened directly never needs it (../index.ts).
import type {ClientModule} from '@docusaurus/types';
import {loadHighlighter} from './highlighter';

const clientModule: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (previousLocation && location.pathname !== previousLocation.pathname) loadHighlighter().catch(() => {});
  },
};
export default clientModule;
