import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import ContentPage, {Section} from '@site/src/components/ContentPage';
import LinkCards from '@site/src/components/LinkCards';
import {ANNOUNCEMENT, YOUTUBE_URL} from '@site/config/site';
import styles from './community.module.css';

export default function Events(): ReactNode {
  return (
    <ContentPage
      title="Events and town halls"
      description="DataHub community events: the recurring online town halls, how to join them, where to watch recordings, and how to present your own work."
      lead={
        <>
          The DataHub community meets live as well as in Slack. Town halls bring users and maintainers together online
          every few weeks, recordings keep every session available afterwards, and larger events such as the Metadata
          Summit gather the community for a day of talks.
        </>
      }
    >
      <Section title="Community town halls">
        <p>
          The town hall is the project&apos;s recurring community meeting, held online and free to attend. Each session
          mixes news about recent releases, a look at the roadmap, live demos of new features and talks from teams that
          run DataHub in production, with time for questions to the maintainers. It is the quickest way to learn what
          changed since your last upgrade and what is coming next.
        </p>
        <ol className={styles.steps}>
          <li>
            <Link to="/slack">Join the community Slack</Link> and follow the <code>#announcements</code> channel, where
            each town hall is announced with its date, agenda and registration link.
          </li>
          <li>Register through that link so the meeting lands in your calendar with the latest agenda.</li>
          <li>Bring questions: they are collected in the meeting chat and in Slack during the session.</li>
        </ol>
        <p>
          <Link to="/docs/townhalls">Read more about the town halls</Link>, including what a typical agenda covers.
        </p>
      </Section>

      <Section title="Watch past sessions">
        <LinkCards
          cards={[
            {
              title: 'YouTube channel',
              text: 'Town hall recordings, feature walkthroughs and community talks, to watch at your own pace or share with your team.',
              links: [{label: 'DataHub on YouTube', href: YOUTUBE_URL}],
            },
            {
              title: 'Town hall history',
              text: 'Every past town hall with its main topics and a link to the recording, from the first sessions onwards.',
              links: [{label: 'Browse the archive', to: '/docs/townhall-history'}],
            },
          ]}
        />
      </Section>

      <Section title="DataHub Metadata Summit 2026">
        <p>
          The Metadata Summit is the community&apos;s largest gathering: a full programme of talks from practitioners
          and the people building DataHub, on discovery, governance, data quality and AI-ready metadata. The agenda and
          registration are on the summit page.
        </p>
        <p className={styles.actions}>
          <Link className="button button--primary" href={ANNOUNCEMENT.registerUrl}>
            Register for the summit
          </Link>
        </p>
      </Section>

      <Section title="Present your work">
        <p>
          Talks from users are the most popular part of every town hall. If your team has built something worth sharing,
          such as a governance programme, a custom integration or a deployment at scale, propose it in the community
          Slack. A good community talk lasts ten to fifteen minutes and covers the problem, what you built and what you
          learned. Prefer to write? <Link to="/customer-stories-survey">Share your story</Link> instead.
        </p>
      </Section>
    </ContentPage>
  );
}
