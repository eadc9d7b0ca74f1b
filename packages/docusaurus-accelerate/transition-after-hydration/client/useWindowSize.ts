// @docusaurus/theme-common's lib/hooks/useWindowSize.js (3.10.2), but for its updates, which are
// transitions here (see ../index.ts).
import {startTransition, useEffect, useState} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

type WindowSize = 'desktop' | 'mobile' | 'ssr';

// Infima's breakpoint too (theme-common's note: both must change together).
const DesktopBreakpoint = 996;

function getWindowSize(desktopBreakpoint: number): WindowSize {
  if (!ExecutionEnvironment.canUseDOM) {
    throw new Error('getWindowSize() should only be called after React hydration');
  }
  return window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile';
}

export function useWindowSize({desktopBreakpoint = DesktopBreakpoint}: {desktopBreakpoint?: number} = {}): WindowSize {
  // A constant first value, as the server rendered.
  const [windowSize, setWindowSize] = useState<WindowSize>(() => 'ssr');
  useEffect(() => {
    function updateWindowSize() {
      startTransition(() => setWindowSize(getWindowSize(desktopBreakpoint)));
    }
    updateWindowSize();
    window.addEventListener('resize', updateWindowSize);
    return () => {
      window.removeEventListener('resize', updateWindowSize);
    };
  }, [desktopBreakpoint]);
  return windowSize;
}
