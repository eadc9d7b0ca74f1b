// Wraps plugin-ideal-image's component: the image sits in a zoom frame with its "Enlarge" button, and the
// frame names the largest of the generated sizes, which the enlarged view shows (src/plugins/image-zoom).
/// <reference types="@docusaurus/plugin-ideal-image" />
import type {ReactNode} from 'react';
import IdealImage from '@theme-init/IdealImage';
import type IdealImageType from '@theme/IdealImage';
import type {WrapperProps} from '@docusaurus/types';
import ZoomButton from '../../ZoomButton';
import {enlargeLabel} from '../../markup';

type Props = WrapperProps<typeof IdealImageType>;

/** The largest generated file (production), or the original (development, where `img` is the file itself). */
function largest(img: Props['img']): string | undefined {
  if (typeof img === 'string') return img;
  if ('default' in img) return img.default;
  return [...img.src.images].sort((a, b) => b.width - a.width)[0]?.path;
}

export default function IdealImageWrapper(props: Props): ReactNode {
  return (
    <div className="zoom-frame" data-zoom-frame="" data-zoom-src={largest(props.img)} data-zoom-alt={props.alt}>
      <IdealImage {...props} />
      <ZoomButton label={enlargeLabel('image', props.alt)} />
    </div>
  );
}
