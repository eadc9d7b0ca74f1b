// theme-classic's desktop table of contents, not hydrated on a phone (unhydrated-desktop-columns/index.ts).
import React, {type ReactNode} from 'react';
import DocItemTOCDesktop from '@theme-init/DocItem/TOC/Desktop';
import DesktopOnly from '../../../../client/DesktopOnly';

export default function DocItemTOCDesktopWrapper(): ReactNode {
  return (
    <DesktopOnly>
      <DocItemTOCDesktop />
    </DesktopOnly>
  );
}
