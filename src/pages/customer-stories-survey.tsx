import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import ContentPage, {Section} from '@site/src/components/ContentPage';
import {CUSTOMER_STORIES_SURVEY_URL} from '@site/config/site';
import styles from './community.module.css';

export default function CustomerStoriesSurvey(): ReactNode {
  return (
    <ContentPage
      title="Share your DataHub story"
      description="Tell the DataHub community how your organisation uses DataHub through the customer stories survey: what it asks, how answers are used, and where to find it."
      lead={
        <>
          Every adoption story helps another team decide how to start. If your organisation runs DataHub, the customer
          stories survey is a short way to tell the project what you use it for and what it changed for you.
        </>
      }
    >
      <p className={styles.actions}>
        <Link className="button button--primary button--lg" href={CUSTOMER_STORIES_SURVEY_URL}>
          Take the survey
        </Link>
        <span className={styles.note}>
          The survey is hosted on datahub.com. This documentation site has no forms and stores nothing you type there.
        </span>
      </p>

      <Section title="What the survey asks">
        <p>Expect questions about:</p>
        <ul>
          <li>Your organisation, your role and the team that runs DataHub.</li>
          <li>
            Which problems you use DataHub for: discovery, lineage, governance, data quality, or something else
            entirely.
          </li>
          <li>How you deploy it (self-hosted or DataHub Cloud) and which systems you ingest metadata from.</li>
          <li>Roughly how many people and data assets it serves, and what changed since you introduced it.</li>
          <li>Whether the project may contact you, and whether your story may be shared publicly.</li>
        </ul>
      </Section>

      <Section title="How your answers are used">
        <p>
          Answers tell the maintainers which use cases and integrations matter most, which feeds into the roadmap and
          into which guides get written next. With your permission, a story can become one of the{' '}
          <Link to="/adoption-stories">adoption stories</Link> on this site or an invitation to present at a{' '}
          <Link to="/events">community town hall</Link>. Nothing is published under your organisation&apos;s name
          without your agreement.
        </p>
      </Section>

      <Section title="Rather talk than write?">
        <p>
          Share your experience in the <Link to="/slack">community Slack</Link>, or propose a short talk for a town
          hall. Teams that contribute their experience regularly are often recognised as{' '}
          <Link to="/champions">DataHub Champions</Link>.
        </p>
      </Section>
    </ContentPage>
  );
}
