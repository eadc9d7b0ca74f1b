import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import ContentPage, {Section} from '@site/src/components/ContentPage';
import LinkCards from '@site/src/components/LinkCards';
import styles from './community.module.css';

/** Intrinsic size of static/img/hack-showcase.svg: the attributes reserve its box before it loads. */
const IMAGE = {width: 1200, height: 675} as const;

export default function HackDisplayImage(): ReactNode {
  return (
    <ContentPage
      title="Community hackathon showcase"
      description="A showcase image of the kinds of projects the DataHub community builds at hackathons, and the extension points those projects use."
      lead={
        <>
          Hackathons are where the community tries ideas that may later become integrations, features or tools that
          everyone uses. The image below shows the kinds of projects people build on DataHub in a day or two, and the
          sections after it point to where each kind of project starts.
        </>
      }
    >
      <figure className={styles.showcase}>
        <img
          src={useBaseUrl('/img/hack-showcase.svg')}
          width={IMAGE.width}
          height={IMAGE.height}
          alt="Community hackathon showcase: six project cards on a blue background. Custom ingestion source: metadata from an in-house system, written with the ingestion framework. Slack alerts with Actions: owners hear about schema changes and new incidents. Lineage from SQL: table and column lineage parsed from query logs. Glossary as code: business terms reviewed in Git and synced with the CLI. Data quality results: pipeline test outcomes reported as assertion runs. Ownership report: a GraphQL script that lists assets without an owner."
        />
        <figcaption>An illustration of typical community hackathon projects, one card per kind of project.</figcaption>
      </figure>

      <Section title="Where hackathon projects start">
        <LinkCards
          cards={[
            {
              title: 'Ingestion framework',
              text: 'Write a source for a system DataHub does not cover yet, or a transformer that enriches metadata on the way in.',
              links: [{label: 'Adding a source', to: '/docs/metadata-ingestion/adding-source'}],
            },
            {
              title: 'Actions framework',
              text: 'React to metadata changes in real time: notify people, open tickets or trigger pipelines.',
              links: [{label: 'DataHub Actions', to: '/docs/actions'}],
            },
            {
              title: 'APIs and SDKs',
              text: 'Read and write metadata from scripts and services with GraphQL, OpenAPI or the Python and Java SDKs.',
              links: [{label: 'Choosing an API', to: '/docs/api/datahub-apis'}],
            },
          ]}
        />
      </Section>

      <Section title="Show what you built">
        <p>
          Finished a hack, or half of one? Post a short demo in the <Link to="/slack">community Slack</Link> or offer a
          lightning talk at a <Link to="/events">town hall</Link>. Projects that prove useful can be contributed
          upstream; the <Link to="/docs/contributing">contributing guide</Link> explains how changes are proposed and
          reviewed.
        </p>
      </Section>
    </ContentPage>
  );
}
