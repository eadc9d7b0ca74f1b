import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import ContentPage, {Section} from '@site/src/components/ContentPage';
import LinkCards from '@site/src/components/LinkCards';
import styles from './community.module.css';

export default function Champions(): ReactNode {
  return (
    <ContentPage
      title="DataHub Champions"
      description="What the DataHub Champions programme recognises, the kinds of contributions that count, and how to get involved in the community."
      lead={
        <>
          DataHub grew from a project at one company into a community of thousands because people kept helping each
          other. The Champions programme recognises community members whose contributions, in code or outside it, make
          others more successful with DataHub.
        </>
      }
    >
      <Section title="What the programme recognises">
        <p>
          Champions are chosen for sustained, generous contributions rather than for a single pull request or job title.
          The contributions that count most are the ones other people benefit from:
        </p>
        <LinkCards
          cards={[
            {
              title: 'Answering questions',
              text: 'Patiently helping people in Slack get past failed deployments, tricky recipes and modelling questions.',
              links: [{label: 'The Slack community', to: '/slack'}],
            },
            {
              title: 'Contributing code and docs',
              text: 'New ingestion sources, fixes, features, tests and documentation that the whole community uses.',
              links: [{label: 'Contributing guide', to: '/docs/contributing'}],
            },
            {
              title: 'Sharing experience',
              text: 'Talks at town halls, meetups and conferences, blog posts and tutorials that show how DataHub works in practice.',
              links: [{label: 'Events', to: '/events'}],
            },
            {
              title: 'Building community',
              text: 'Running internal user groups, welcoming newcomers and connecting people who work on the same problems.',
              links: [{label: 'The Practitioners Guild', to: '/guild'}],
            },
          ]}
        />
      </Section>

      <Section title="What being a Champion means">
        <p>
          Champions are thanked publicly by the project and are recognised in the community as people worth asking. They
          stay close to the maintainers, which gives them an early view of what is being designed and a direct channel
          to say what practitioners need. The programme asks nothing in return beyond continuing to do what earned the
          recognition: helping others.
        </p>
      </Section>

      <Section title="How to get involved">
        <p>There is no application form. Champions are people the community already knows through their work:</p>
        <ol className={styles.steps}>
          <li>
            <Link to="/slack">Join the Slack workspace</Link> and answer one question a week in{' '}
            <code>#troubleshoot</code> or <code>#ingestion</code>.
          </li>
          <li>
            Fix something you ran into: a bug, a missing configuration example, or an unclear page. The{' '}
            <Link to="/docs/contributing">contributing guide</Link> explains how pull requests are reviewed.
          </li>
          <li>
            Tell the community what you built, at a <Link to="/docs/townhalls">town hall</Link> or through the{' '}
            <Link to="/customer-stories-survey">customer stories survey</Link>.
          </li>
        </ol>
        <p>
          If someone in the community has helped you a lot, say so in Slack: the community team notices, and nominations
          from peers are how many Champions are first noticed.
        </p>
      </Section>
    </ContentPage>
  );
}
