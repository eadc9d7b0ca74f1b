import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import ContentPage, {Section} from '@site/src/components/ContentPage';
import LinkCards from '@site/src/components/LinkCards';
import {SLACK_URL} from '@site/config/site';
import styles from './community.module.css';

export default function Guild(): ReactNode {
  return (
    <ContentPage
      title="DataHub Data Practitioners Guild"
      description="The DataHub Data Practitioners Guild: a community group where people who run data platforms share practices, shape DataHub and help newcomers; join through Slack."
      lead={
        <>
          The Data Practitioners Guild is a group within the DataHub community for the people who do the work: data
          engineers, analytics engineers, platform owners and governance leads who run DataHub, or are about to, and
          want to learn from peers facing the same problems.
        </>
      }
    >
      <Section title="What the Guild is for">
        <LinkCards
          cards={[
            {
              title: 'Share what works',
              text: 'Compare how teams roll out ownership, glossaries, domains and data contracts, and which approaches survived contact with real organisations.',
              links: [{label: 'Adoption stories', to: '/adoption-stories'}],
            },
            {
              title: 'Shape the product',
              text: 'Give the maintainers early, practical feedback on designs and roadmap ideas, grounded in how metadata is used day to day.',
              links: [{label: 'The roadmap', to: '/docs/roadmap'}],
            },
            {
              title: 'Help the next team',
              text: 'Turn hard-won lessons into answers, talks and guides, so people starting out avoid the mistakes you already made.',
              links: [{label: 'DataHub Learn', to: '/learn'}],
            },
          ]}
        />
      </Section>

      <Section title="Who it is for">
        <p>
          You do not need to be an expert or a contributor to the code. The Guild is for practitioners at any stage:
          someone preparing a first rollout brings questions that sharpen everyone&apos;s thinking, and someone who has
          run DataHub for years brings the answers. What members share is an interest in treating metadata as a
          practice, not a one-off project. Conversations stay practical and vendor-neutral, and the{' '}
          <Link to="/docs/code_of_conduct">code of conduct</Link> applies as everywhere in the community.
        </p>
      </Section>

      <Section title="How to join">
        <ol className={styles.steps}>
          <li>
            <Link href={SLACK_URL}>Join the DataHub Slack workspace</Link> if you are not in it yet (see{' '}
            <Link to="/slack">joining the Slack community</Link>).
          </li>
          <li>
            Introduce yourself in <code>#general</code>: your role, what your team uses DataHub for, and that you would
            like to join the Guild. The community team will add you to the Guild&apos;s conversations.
          </li>
          <li>
            Take part: answer a question in <code>#troubleshoot</code>, share a pattern that worked for you, or offer a
            short talk at a <Link to="/events">town hall</Link>.
          </li>
        </ol>
        <p>
          Members who contribute a lot are often recognised as <Link to="/champions">DataHub Champions</Link>.
        </p>
      </Section>
    </ContentPage>
  );
}
