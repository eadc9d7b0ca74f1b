// theme-classic's desktop docs sidebar, not hydrated on a phone (unhydrated-desktop-columns/index.ts).
import React, {type ReactNode} from 'react';
import DocSidebarDesktop from '@theme-init/DocSidebar/Desktop';
import type {Props} from '@theme/DocSidebar/Desktop';
import DesktopOnly from '../../../client/DesktopOnly';

export default function DocSidebarDesktopWrapper(props: Props): ReactNode {
  return (
    <DesktopOnly>
      <DocSidebarDesktop {...props} />
    </DesktopOnly>
  );
}
