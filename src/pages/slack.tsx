import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import ContentPage, {Section} from '@site/src/components/ContentPage';
import {REPO_URL, SLACK_URL} from '@site/config/site';
import styles from './community.module.css';

const CHANNELS = [
  {
    name: '#announcements',
    use: 'Release notes, town hall dates and project news. Quiet, so it is safe to follow closely.',
  },
  {name: '#general', use: 'Open questions and discussion about DataHub that have no more specific home.'},
  {
    name: '#troubleshoot',
    use: 'Errors while deploying, upgrading or running DataHub: post the error and your versions.',
  },
  {name: '#ingestion', use: 'Sources, recipes, transformers and scheduling: everything about getting metadata in.'},
];

export default function Slack(): ReactNode {
  return (
    <ContentPage
      title="Join the DataHub Slack"
      description="How to join the free DataHub community Slack workspace, which channels to start with, and the code of conduct that applies there."
      lead={
        <>
          Most conversations about DataHub happen in one free Slack workspace. Users, contributors and the maintainers
          meet there to answer questions, compare deployments, discuss new features and announce releases. Anyone can
          join, whether you are evaluating DataHub or running it for a whole company.
        </>
      }
    >
      <p className={styles.actions}>
        <Link className="button button--primary button--lg" href={SLACK_URL}>
          Get your Slack invitation
        </Link>
        <span className={styles.note}>The invitation opens on datahub.com, then takes you into Slack.</span>
      </p>

      <Section title="Channels to start with">
        <p>
          The workspace has many channels, including ones for single integrations and regional groups. These four are
          where newcomers find their feet:
        </p>
        <dl className={styles.channels}>
          {CHANNELS.map((channel) => (
            <div key={channel.name}>
              <dt>
                <code>{channel.name}</code>
              </dt>
              <dd>{channel.use}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section title="Get a useful answer quickly">
        <ul>
          <li>Search the workspace and these docs first: many questions already have a thread with the answer.</li>
          <li>
            Say which DataHub server and CLI versions you run and how you deployed them, then paste the full error as
            text, not as a screenshot.
          </li>
          <li>Remove passwords, tokens and internal host names from recipes and logs before you post them.</li>
          <li>Post once, in the most specific channel, and keep the follow-up inside the thread.</li>
        </ul>
        <p>
          The <Link to="/docs/slack">Slack guide in the docs</Link> goes further, with what to include for each kind of
          question.
        </p>
      </Section>

      <Section title="Community guidelines">
        <p>
          Everyone in the workspace agrees to the <Link to="/docs/code_of_conduct">DataHub code of conduct</Link>. Be
          patient and kind: people answer in their own time, and a question that looks basic to you is a real obstacle
          to someone else. Keep support questions in public channels rather than direct messages to maintainers, so the
          answer helps the next person too. If you see behaviour that breaks the code of conduct, report it to the
          project team in a direct message, as the code of conduct describes.
        </p>
      </Section>

      <Section title="Other ways to take part">
        <ul>
          <li>
            Meet the maintainers live at a <Link to="/events">community town hall</Link>.
          </li>
          <li>
            Report a bug or request a feature in the <Link href={`${REPO_URL}/issues`}>GitHub issue tracker</Link>.
          </li>
          <li>
            Help others and get recognised through the <Link to="/champions">DataHub Champions</Link> programme.
          </li>
        </ul>
      </Section>
    </ContentPage>
  );
}
