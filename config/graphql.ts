// The GraphQL reference: docusaurus-graphql-plugin's options, for the site config (which adds the plugin)
// and src/reference/graphql.ts (which runs the plugin's generator).
export const GRAPHQL_PLUGIN_OPTIONS = {schema: 'data/graphql/schema.graphql', routeBasePath: '/docs/graphql'};
