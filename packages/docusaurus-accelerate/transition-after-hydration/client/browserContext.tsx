// @docusaurus/core's lib/client/browserContext.js (3.10.2), but for the update that marks the page as a
// browser page, which is a transition here (see ../index.ts).
import React, {startTransition, useEffect, useState, type ReactNode} from 'react';

export const Context = React.createContext(false);

export function BrowserContextProvider({children}: {children: ReactNode}): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => setIsBrowser(true));
  }, []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
