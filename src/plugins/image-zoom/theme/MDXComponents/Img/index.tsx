// Wraps Markdown's images: each sits in a zoom frame with its "Enlarge" button (src/plugins/image-zoom).
import type {ReactNode} from 'react';
import Img from '@theme-init/MDXComponents/Img';
import type ImgType from '@theme/MDXComponents/Img';
import type {WrapperProps} from '@docusaurus/types';
import ZoomButton from '../../../ZoomButton';
import {enlargeLabel} from '../../../markup';

type Props = WrapperProps<typeof ImgType>;

export default function ImgWrapper(props: Props): ReactNode {
  return (
    <span className="zoom-frame" data-zoom-frame="">
      <Img {...props} />
      <ZoomButton label={enlargeLabel('image', props.alt)} />
    </span>
  );
}
