// A page's start-up never loads the browser's date-format data. theme-common's `useDateTimeFormat` creates an
// `Intl.DateTimeFormat` while the page renders (the date of a Learn article, its "last updated", the blog
// archive); the page's first one loads the locale's date data, 17-34 ms of the main thread at full speed in
// Debian's Chromium on this host, inside a hydration slice. For the English locales and the options theme-classic
// asks for (a day, a long or short month, a year, in UTC) the month names are all the data there is, so the
// client's copy of the module (client/IntlUtils.ts) formats those dates itself and leaves any other locale,
// calendar or option to `Intl`. The server keeps upstream's module: the build's HTML is `Intl`'s, and a unit
// test holds the copy to it day by day. Replaced through an alias of the path theme-common imports it by
// (`./utils/IntlUtils`), client bundle only.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

// theme-common's main module is lib/index.js.
const THEME_COMMON_LIB = path.dirname(require.resolve('@docusaurus/theme-common'));
/** The upstream module, as theme-common's `internal.js` imports it (without extension). */
export const UPSTREAM = path.join(THEME_COMMON_LIB, 'utils', 'IntlUtils');
export const COPY = path.join(__dirname, 'client', 'IntlUtils.ts');

export default function dateFormatFreeStart(): Plugin {
  return {
    name: 'date-format-free-start',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      return {resolve: {alias: {[`${UPSTREAM}$`]: COPY}}};
    },
  };
}
