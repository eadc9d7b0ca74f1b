import type {ReactNode} from 'react';
import {badgesOf} from '@site/src/plugins/page-badges/badges.mjs';

/**
 * Availability and stage badges in React, with the words and classes (src/plugins/page-badges/badges.css)
 * of the ones the docs' remark plugin writes under a page's title; nothing when neither is set.
 */
export default function PageBadges({
  availability,
  stage,
  className,
}: {
  availability?: string[];
  stage?: string;
  className?: string;
}): ReactNode {
  const badges = badgesOf({availability, stage});
  if (badges.availability.length === 0 && !badges.stage) return null;
  return (
    <div className={className ? `page-badges ${className}` : 'page-badges'}>
      {badges.availability.length > 0 && (
        <span className="page-badges__group">
          <span className="page-badges__label">Available in</span>
          {badges.availability.map((name) => (
            <span key={name} className="page-badge page-badge--availability">
              {name}
            </span>
          ))}
        </span>
      )}
      {badges.stage && (
        <span className="page-badges__group">
          <span className="page-badges__label">Stage</span>
          <span className={`page-badge page-badge--${badges.stage.value.toLowerCase()}`} title={badges.stage.meaning}>
            {badges.stage.label}
          </span>
        </span>
      )}
    </div>
  );
}
