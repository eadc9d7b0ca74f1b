// theme-classic's mobile menu, built once the browser is idle after hydration or when first opened
// (idle-mobile-menu/index.ts says why).
import React, {startTransition, useEffect, useState, type ReactNode} from 'react';
import MobileSidebar from '@theme-init/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

/** The longest wait for idle time: a page that never goes idle still gets its menu. */
export const IDLE_TIMEOUT_MS = 2000;

/** False until the browser has been idle once since this component mounted (after hydration). */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const done = () => startTransition(() => setIdle(true));
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(done, {timeout: IDLE_TIMEOUT_MS});
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(done, 0);
    return () => clearTimeout(id);
  }, []);
  return idle;
}

export default function IdleMobileSidebar(): ReactNode {
  const idle = useIdle();
  const {shown} = useNavbarMobileSidebar();
  return idle || shown ? <MobileSidebar /> : null;
}
