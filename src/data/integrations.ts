// Integrations with a written guide, grouped as readers look for them. The generated catalogue
// of every ingestion source (reference issue) extends this list; keep entries linked to real docs.
export type Integration = {name: string; summary: string; to: string};
export type IntegrationGroup = {category: string; integrations: Integration[]};

export const INTEGRATION_GROUPS: IntegrationGroup[] = [
  {
    category: 'Data warehouses',
    integrations: [
      {
        name: 'Snowflake',
        summary: 'Tables, views, column lineage, usage and tags from account usage.',
        to: '/docs/quick-ingestion-guides/snowflake/overview',
      },
      {
        name: 'BigQuery',
        summary: 'Projects, datasets, tables, lineage and usage from audit logs.',
        to: '/docs/quick-ingestion-guides/bigquery/overview',
      },
      {
        name: 'Redshift',
        summary: 'Schemas, tables, views, lineage and usage from system tables.',
        to: '/docs/quick-ingestion-guides/redshift/overview',
      },
    ],
  },
  {
    category: 'Business intelligence',
    integrations: [
      {
        name: 'Looker',
        summary: 'Dashboards, charts, explores and LookML views with lineage to tables.',
        to: '/docs/quick-ingestion-guides/looker/overview',
      },
      {
        name: 'Power BI',
        summary: 'Workspaces, reports, dashboards and datasets with their sources.',
        to: '/docs/quick-ingestion-guides/powerbi/overview',
      },
      {
        name: 'Tableau',
        summary: 'Workbooks, dashboards, sheets and data sources with lineage.',
        to: '/docs/quick-ingestion-guides/tableau/overview',
      },
    ],
  },
  {
    category: 'Orchestration and lineage',
    integrations: [
      {
        name: 'Apache Airflow',
        summary: 'DAGs, tasks and run history, with task-level lineage from the plugin.',
        to: '/docs/lineage/airflow',
      },
      {
        name: 'Dagster',
        summary: 'Jobs, ops and assets with their lineage, sent by a sensor.',
        to: '/docs/lineage/dagster',
      },
      {
        name: 'Prefect',
        summary: 'Flows and tasks with inputs and outputs, emitted from your code.',
        to: '/docs/lineage/prefect',
      },
      {
        name: 'OpenLineage',
        summary: 'Lineage events from any OpenLineage producer, received by DataHub.',
        to: '/docs/lineage/openlineage',
      },
      {
        name: 'Apache Spark',
        summary: 'Job and dataset lineage captured by the Spark listener agent.',
        to: '/docs/metadata-integration/java/acryl-spark-lineage',
      },
      {
        name: 'SQL parsing',
        summary: 'Table and column lineage derived from SQL queries and view definitions.',
        to: '/docs/lineage/sql_parsing',
      },
    ],
  },
];
