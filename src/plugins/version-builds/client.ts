// In a site made of several builds, the version menu lists the versions of the other builds as links to
// their main doc (config/navbar.ts). Clicked on a doc page, such a link opens the same page in that version
// when the server has it, as the menu does for the versions of its own build, and the main doc otherwise.

import {OTHER_BUILD_VERSION_ATTRIBUTE, samePageIn} from './versionLinks';

/** The docs version of the page shown: Docusaurus names it in the root element's classes. */
const shownVersion = () => /(?:^|\s)docs-version-(\S+)/.exec(document.documentElement.className)?.[1];

function onClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(`a[${OTHER_BUILD_VERSION_ATTRIBUTE}]`);
  const version = shownVersion();
  const target = link?.getAttribute(OTHER_BUILD_VERSION_ATTRIBUTE);
  const samePage = version && target ? samePageIn(window.location.pathname, version, target) : null;
  // Offline, or not on a doc page: the link's own address, the version's main doc.
  if (!link || !samePage || !navigator.onLine) return;
  event.preventDefault();
  fetch(samePage, {method: 'HEAD'})
    .then(
      (response) => (response.ok ? samePage : link.href),
      () => link.href,
    )
    .then((address) => window.location.assign(address));
}

if (typeof document !== 'undefined') document.addEventListener('click', onClick);
