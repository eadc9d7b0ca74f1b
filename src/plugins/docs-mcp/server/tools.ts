// The docs MCP server's tools, resources and prompts over one built site (DocsSite). Every answer is
// bounded for a model's context; bad input gets an error the assistant can read, never a crash.
import {McpServer, ResourceTemplate} from '@modelcontextprotocol/sdk/server/mcp.js';
import {
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLInterfaceType,
  GraphQLObjectType,
  GraphQLScalarType,
  GraphQLUnionType,
  printType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import {z} from 'zod';
import type {OptionEntry, SourceEntry, VersionEntry} from '../manifest';
import {DocsSite, UserError, type SearchResult} from './site';
import {anchorOffset, clip, closest, firstSentence, window} from './text';

/** Bounds of every request: argument sizes, results per answer, and time. */
export const LIMITS = {
  queryChars: 500,
  textChars: 2_000,
  searchResults: 20,
  defaultSearchResults: 6,
  pageChars: 100_000,
  defaultPageChars: 40_000,
  /** A tool that takes longer answers with an error (the first search loads the index: ~0.3 s). */
  toolMs: 15_000,
} as const;

const SERVER_INFO = {name: 'datahub-docs', version: '1.0.0'};
/** Every tool only reads the build: nothing changes, nothing leaves the machine. */
const READ_ONLY = {readOnlyHint: true, openWorldHint: false};

const versionArg = z
  .string()
  .max(50)
  .optional()
  .describe('Docs version: "current" (the default, labelled Next) or a release such as "1.1.0"; see list_versions.');

const text = (value: string) => ({content: [{type: 'text' as const, text: value}]});

/** Runs a tool's work within `ms` (LIMITS.toolMs): a tool that takes longer answers with an error. */
export async function bounded<T>(name: string, work: () => Promise<T> | T, ms: number = LIMITS.toolMs): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      Promise.resolve().then(work),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new UserError(`${name} took longer than ${ms / 1000} s.`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

function formatResults(results: SearchResult[], version: VersionEntry, query: string): string {
  if (results.length === 0)
    return `No results for "${query}" in the ${version.label} docs. Try other words, or a DataHub term (for example "ingestion" or "lineage").`;
  return results
    .map((r, i) => {
      const lines = [`${i + 1}. ${r.title}`, `   ${r.url}`];
      if (r.section) lines.push(`   Section: ${r.section}`);
      if (r.snippet) lines.push(`   ${r.snippet}`);
      for (const s of r.sections) lines.push(`   - ${s.heading}: ${s.url}`);
      return lines.join('\n');
    })
    .join('\n');
}

function optionLine(option: OptionEntry, page: string, full: boolean): string {
  const facts = [option.type];
  if (option.required) facts.push('required');
  if (option.default !== undefined) facts.push(`default ${JSON.stringify(option.default)}`);
  if (option.allowed) facts.push(`one of ${option.allowed.map((v) => JSON.stringify(v)).join(', ')}`);
  if (option.deprecated)
    facts.push(typeof option.deprecated === 'string' ? `deprecated: ${option.deprecated}` : 'deprecated');
  const description = full ? option.description : firstSentence(option.description);
  return `- ${option.name} (${facts.join('; ')}): ${description}${full ? `\n  ${page}#${option.anchor}` : ''}`;
}

function findSource(sources: SourceEntry[], name: string, version: VersionEntry): SourceEntry {
  const wanted = name.trim().toLowerCase();
  const found = sources.find(
    (s) =>
      s.slug === wanted || s.type.toLowerCase() === wanted || s.name.toLowerCase() === wanted || s.platform === wanted,
  );
  if (found) return found;
  const near = closest(wanted, sources, (s) => s.name);
  const nearSlug = closest(wanted, sources, (s) => s.slug);
  const suggestions = [...new Set([...nearSlug, ...near])].slice(0, 5);
  throw new UserError(
    `No ingestion source "${name}" in the ${version.label} docs.` +
      (suggestions.length ? ` Closest: ${suggestions.map((s) => `${s.slug} (${s.name})`).join(', ')}.` : '') +
      ' list_integrations lists them all.',
  );
}

const GRAPHQL_PAGES: [new (...args: never[]) => GraphQLNamedType, string][] = [
  [GraphQLObjectType, 'objects'],
  [GraphQLInputObjectType, 'inputObjects'],
  [GraphQLEnumType, 'enums'],
  [GraphQLInterfaceType, 'interfaces'],
  [GraphQLUnionType, 'unions'],
  [GraphQLScalarType, 'scalars'],
];

function printField(owner: string, field: GraphQLField<unknown, unknown>): string {
  const lines = [`${owner}.${field.name}: ${String(field.type)}`];
  if (field.description) lines.push(field.description);
  if (field.deprecationReason) lines.push(`Deprecated: ${field.deprecationReason}`);
  if (field.args.length) {
    lines.push('Arguments:');
    for (const arg of field.args)
      lines.push(`- ${arg.name}: ${String(arg.type)}${arg.description ? ` — ${arg.description}` : ''}`);
  }
  return lines.join('\n');
}

function graphqlAnswer(site: DocsSite, schema: GraphQLSchema, version: VersionEntry, name: string): string {
  const trimmed = name.trim();
  const [typeName, fieldName] = trimmed.includes('.')
    ? (trimmed.split('.', 2) as [string, string])
    : [trimmed, undefined];
  const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].filter(
    (t): t is GraphQLObjectType => !!t,
  );
  const graphqlPage = (page: string, anchor: string) =>
    site.url(`${version.docsPath}/graphql/${page}#${anchor.toLowerCase()}`);
  const rootAnswer = (root: GraphQLObjectType, field: GraphQLField<unknown, unknown>) => {
    const page = root === schema.getMutationType() ? 'mutations' : 'queries';
    return `${printField(root.name, field)}\n\nPage: ${graphqlPage(page, field.name)}\nAsk for ${namedTypeOf(String(field.type))} to see what it returns.`;
  };
  if (!fieldName) {
    const type = schema.getType(typeName);
    if (type && !typeName.startsWith('__')) {
      const page = roots.includes(type as GraphQLObjectType)
        ? site.url(`${version.docsPath}/graphql/${type === schema.getMutationType() ? 'mutations' : 'queries'}`)
        : graphqlPage(GRAPHQL_PAGES.find(([kind]) => type instanceof kind)?.[1] ?? 'objects', type.name);
      return `${printType(type)}\n\nPage: ${page}`;
    }
    for (const root of roots) {
      const field = root.getFields()[typeName];
      if (field) return rootAnswer(root, field);
    }
  } else {
    const type = schema.getType(typeName);
    if (
      type instanceof GraphQLObjectType ||
      type instanceof GraphQLInterfaceType ||
      type instanceof GraphQLInputObjectType
    ) {
      const field = type.getFields()[fieldName];
      if (field && 'args' in field) {
        if (roots.includes(type as GraphQLObjectType)) return rootAnswer(type as GraphQLObjectType, field);
        const page = GRAPHQL_PAGES.find(([kind]) => type instanceof kind)?.[1] ?? 'objects';
        return `${printField(type.name, field)}\n\nPage: ${graphqlPage(page, type.name)}`;
      }
      if (field) return `${type.name}.${field.name}: ${String(field.type)}\n${field.description ?? ''}`.trim();
      const near = closest(fieldName, Object.keys(type.getFields()), (n) => n);
      throw new UserError(
        `${type.name} has no field "${fieldName}".${near.length ? ` Closest: ${near.join(', ')}.` : ''}`,
      );
    }
  }
  const names = [
    ...Object.keys(schema.getTypeMap()).filter((n) => !n.startsWith('__')),
    ...roots.flatMap((root) => Object.keys(root.getFields())),
  ];
  const near = closest(typeName, names, (n) => n);
  throw new UserError(
    `No GraphQL type or root field "${trimmed}" in the ${version.label} schema.${near.length ? ` Closest: ${near.join(', ')}.` : ''}`,
  );
}

const namedTypeOf = (type: string) => type.replace(/[[\]!]/g, '');

/** A new MCP server over `site`, with every tool, resource and prompt registered. */
export function createDocsServer(site: DocsSite): McpServer {
  const server = new McpServer(SERVER_INFO, {
    instructions:
      `Offline, version-pinned documentation of DataHub (${site.manifest.siteUrl}). ` +
      'Search with search_docs, then read a page with get_page. For ingestion, list_integrations and ' +
      'get_source_options answer from the source reference; for the GraphQL API, get_graphql_type. ' +
      `Versions: ${site.manifest.versions.map((v) => `${v.name} (${v.label})`).join(', ')}; the default is ${site.defaultVersion.name}.`,
  });

  server.registerTool(
    'search_docs',
    {
      title: 'Search the DataHub docs',
      description:
        "Searches the docs with the site's own search: ranked pages with title, URL, section and a short snippet. " +
        'An exact identifier (an option, environment variable, CLI flag or GraphQL name) opens at its row.',
      inputSchema: z
        .object({
          query: z
            .string()
            .trim()
            .min(1)
            .max(LIMITS.queryChars)
            .describe('What to look for, in words or an exact identifier.'),
          version: versionArg,
          limit: z
            .number()
            .int()
            .min(1)
            .max(LIMITS.searchResults)
            .optional()
            .describe(`How many pages to return (default ${LIMITS.defaultSearchResults}).`),
        })
        .strict(),
      outputSchema: {
        version: z.string(),
        results: z.array(
          z.object({
            title: z.string(),
            url: z.string(),
            path: z.string(),
            section: z.string(),
            snippet: z.string(),
            sections: z.array(z.object({heading: z.string(), url: z.string(), snippet: z.string()})),
          }),
        ),
      },
      annotations: READ_ONLY,
    },
    ({query, version, limit}) =>
      bounded('search_docs', async () => {
        const v = site.version(version);
        const results = await site.searchDocs(query, v, limit ?? LIMITS.defaultSearchResults);
        return {...text(formatResults(results, v, query)), structuredContent: {version: v.name, results}};
      }),
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a docs page',
      description:
        'Returns a page of the docs as Markdown, from its URL or path (for example /docs/quickstart). A URL with ' +
        '#anchor starts at that section or reference row. Long pages come in parts: pass offset to read on.',
      inputSchema: z
        .object({
          url_or_path: z
            .string()
            .trim()
            .min(1)
            .max(LIMITS.textChars)
            .describe('A docs URL or path, such as /docs/quickstart.'),
          version: versionArg,
          offset: z
            .number()
            .int()
            .min(0)
            .optional()
            .describe('Character offset to start from (from a previous answer).'),
          max_chars: z
            .number()
            .int()
            .min(1_000)
            .max(LIMITS.pageChars)
            .optional()
            .describe(`At most this many characters (default ${LIMITS.defaultPageChars}).`),
        })
        .strict(),
      annotations: READ_ONLY,
    },
    ({url_or_path, version, offset, max_chars}) =>
      bounded('get_page', async () => {
        const resolved = site.resolvePath(url_or_path, version);
        const markdown = resolved.page ? await site.twin(resolved.path) : undefined;
        if (markdown === undefined) {
          const near = site.closestPages(resolved.path, resolved.version);
          throw new UserError(
            `No page ${resolved.path} in the ${resolved.version.label} docs.` +
              (near.length ? ` Closest pages:\n${near.map((p) => `- ${p.path}: ${p.title}`).join('\n')}` : '') +
              '\nsearch_docs finds pages by topic.',
          );
        }
        let start = offset ?? 0;
        if (offset === undefined && resolved.anchor) start = Math.max(0, anchorOffset(markdown, resolved.anchor));
        const {part, end} = window(markdown, start, max_chars ?? LIMITS.defaultPageChars);
        const header = [
          `${resolved.page!.title} — ${site.url(resolved.path)} (${resolved.version.label} docs)`,
          start > 0 || end < markdown.length ? `Characters ${start}–${end} of ${markdown.length}.` : '',
        ]
          .filter(Boolean)
          .join('\n');
        const more = end < markdown.length ? `\n\n[Continues: call get_page with offset ${end}.]` : '';
        return text(`${header}\n\n${part}${more}`);
      }),
  );

  server.registerTool(
    'list_integrations',
    {
      title: 'List ingestion sources',
      description:
        'Lists the ingestion sources DataHub can read metadata from, with category and the capabilities each supports. ' +
        'Filter by category (for example "Data Warehouse") and by capability (for example "column_lineage" or "Column-level lineage").',
      inputSchema: z
        .object({
          category: z
            .string()
            .trim()
            .max(100)
            .optional()
            .describe('A category, such as "BI & Analytics" or "Data Warehouse".'),
          capability: z.string().trim().max(100).optional().describe('A capability the source must support.'),
          version: versionArg,
        })
        .strict(),
      annotations: READ_ONLY,
    },
    ({category, capability, version}) =>
      bounded('list_integrations', () => {
        const v = site.version(version);
        const {sources, capabilityLabels} = site.integrationsOf(v);
        let chosen = sources;
        if (category) {
          const categories = [...new Set(sources.map((s) => s.category))].sort();
          // The exact name, or the one category whose name holds the words given ("bi" for "BI & Analytics").
          const partial = categories.filter((c) => c.toLowerCase().includes(category.toLowerCase()));
          const wanted =
            categories.find((c) => c.toLowerCase() === category.toLowerCase()) ??
            (partial.length === 1 ? partial[0] : undefined);
          if (!wanted) throw new UserError(`Unknown category "${category}". Categories: ${categories.join(', ')}.`);
          chosen = chosen.filter((s) => s.category === wanted);
        }
        if (capability) {
          const norm = (name: string) => name.toLowerCase().replace(/[\s-]+/g, '_');
          const key = Object.entries(capabilityLabels).find(
            ([k, label]) => norm(k) === norm(capability) || norm(label) === norm(capability),
          )?.[0];
          if (!key)
            throw new UserError(
              `Unknown capability "${capability}". Capabilities: ${Object.entries(capabilityLabels)
                .map(([k, label]) => `${k} (${label})`)
                .join(', ')}.`,
            );
          chosen = chosen.filter((s) => s.capabilities[key]?.supported);
        }
        const lines = chosen.map((s) => {
          const supported = Object.entries(s.capabilities)
            .filter(([, c]) => c.supported)
            .map(([k]) => capabilityLabels[k] ?? k);
          return `- ${s.name} (type ${s.type}; ${s.category}; ${s.status}): ${site.url(s.page)}\n  Supports: ${supported.join(', ') || 'none listed'}`;
        });
        return text(
          `${chosen.length} of ${sources.length} ingestion sources in the ${v.label} docs` +
            `${category ? `, category ${category}` : ''}${capability ? `, supporting ${capability}` : ''}:\n${lines.join('\n')}` +
            (chosen.length ? "\nget_source_options gives a source's recipe options." : ''),
        );
      }),
  );

  server.registerTool(
    'get_source_options',
    {
      title: 'Recipe options of an ingestion source',
      description:
        "Returns an ingestion source's recipe options (name, type, default, required, allowed values, deprecation) and its starter recipe. " +
        'With option, only the options whose dotted name matches (exactly, as a prefix such as "profiling", or in part), described in full.',
      inputSchema: z
        .object({
          source: z
            .string()
            .trim()
            .min(1)
            .max(100)
            .describe('The source, by slug, recipe type or name: "snowflake", "Snowflake".'),
          option: z
            .string()
            .trim()
            .max(200)
            .optional()
            .describe('An option name or part of one, such as "profiling" or "include_column_lineage".'),
          version: versionArg,
        })
        .strict(),
      annotations: READ_ONLY,
    },
    ({source, option, version}) =>
      bounded('get_source_options', () => {
        const v = site.version(version);
        const entry = findSource(site.integrationsOf(v).sources, source, v);
        const page = site.url(entry.page);
        if (option) {
          const wanted = option.toLowerCase();
          const exact = entry.options.filter((o) => o.name.toLowerCase() === wanted);
          const prefixed = entry.options.filter((o) => o.name.toLowerCase().startsWith(`${wanted}.`));
          const partial = entry.options.filter((o) => o.name.toLowerCase().includes(wanted));
          const matches = exact.length || prefixed.length ? [...exact, ...prefixed] : partial;
          if (!matches.length) {
            const near = closest(wanted, entry.options, (o) => o.name);
            throw new UserError(
              `${entry.name} has no option "${option}".${near.length ? ` Closest: ${near.map((o) => o.name).join(', ')}.` : ''}`,
            );
          }
          return text(
            `${entry.name} options matching "${option}" (${v.label} docs):\n${matches.map((o) => optionLine(o, page, true)).join('\n')}`,
          );
        }
        return text(
          [
            `${entry.name} — recipe type ${entry.type}; ${entry.category}; ${entry.status}`,
            `Page: ${page}`,
            entry.description,
            '',
            'Starter recipe:',
            '```yaml',
            entry.recipe.trimEnd(),
            '```',
            '',
            `${entry.options.length} options (pass option for full descriptions):`,
            ...entry.options.map((o) => optionLine(o, page, false)),
          ].join('\n'),
        );
      }),
  );

  server.registerTool(
    'get_graphql_type',
    {
      title: 'A GraphQL type or root field',
      description:
        "Returns a type of DataHub's GraphQL API with its fields and their arguments (for example Dataset or SearchInput), " +
        'or a root query or mutation field with its arguments (for example searchAcrossEntities), or Type.field.',
      inputSchema: z
        .object({
          name: z.string().trim().min(1).max(200).describe('A type name, a root field name, or Type.field.'),
          version: versionArg,
        })
        .strict(),
      annotations: READ_ONLY,
    },
    ({name, version}) =>
      bounded('get_graphql_type', () => {
        const v = site.version(version);
        return text(graphqlAnswer(site, site.schemaOf(v), v, name));
      }),
  );

  server.registerTool(
    'list_versions',
    {
      title: 'Docs versions',
      description: 'Lists the DataHub docs versions this server answers for, and which one is the default.',
      inputSchema: z.object({}).strict(),
      annotations: READ_ONLY,
    },
    () =>
      bounded('list_versions', () =>
        text(
          site.manifest.versions
            .map(
              (v) =>
                `- ${v.name} (${v.label})${v.isDefault ? ', the default' : ''}: ${site.url(v.docsPath)}, ${v.pages.length} pages` +
                `${v.reference.integrations ? ', ingestion sources' : ''}${v.reference.graphql ? ', GraphQL' : ''}`,
            )
            .join('\n'),
        ),
      ),
  );

  // Every page's Markdown twin as a resource: docs://docs/quickstart, docs://docs/1.1.0/quickstart, docs://learn/...
  server.registerResource(
    'page',
    new ResourceTemplate('docs://{+path}', {
      list: () => ({
        resources: site.manifest.versions.flatMap((v) =>
          v.pages.map((p) => ({
            uri: `docs:/${p.path}`,
            name: p.path,
            title: v.isDefault ? p.title : `${p.title} (${v.label})`,
            mimeType: 'text/markdown',
            ...(p.description && {description: clip(p.description, 200)}),
          })),
        ),
      }),
    }),
    {title: 'A docs page', description: 'The Markdown of a docs or Learn page.', mimeType: 'text/markdown'},
    async (uri) => {
      const resolved = site.resolvePath(uri.href);
      const markdown = resolved.page ? await site.twin(resolved.path) : undefined;
      if (markdown === undefined) throw new UserError(`No page ${resolved.path}.`);
      return {contents: [{uri: uri.href, mimeType: 'text/markdown', text: markdown}]};
    },
  );

  server.registerPrompt(
    'explain-error',
    {
      title: 'Explain a DataHub error',
      description: 'Explains an error message from DataHub (the CLI, ingestion, GMS or the frontend) from the docs.',
      argsSchema: {
        error: z.string().max(LIMITS.textChars).describe('The error message or log lines.'),
        version: z.string().max(50).optional().describe('The docs version (default: the current docs).'),
      },
    },
    ({error, version}) => {
      const v = site.version(version);
      return {
        messages: [
          {
            role: 'user',
            content: {
              type: 'text',
              text:
                `I got this error from DataHub:\n\n\`\`\`\n${error}\n\`\`\`\n\n` +
                `Using the DataHub docs (version ${v.name}) through the search_docs and get_page tools: search for the ` +
                "error's distinctive words and the component that printed it, read the pages that explain it, then tell me " +
                'what it means, its likely causes, and how to fix it, step by step. Cite the pages you used by URL, and say ' +
                'so if the docs do not cover it.',
            },
          },
        ],
      };
    },
  );

  server.registerPrompt(
    'write-recipe',
    {
      title: 'Write an ingestion recipe',
      description: "Drafts a recipe for an ingestion source, from the source's reference.",
      argsSchema: {
        source: z.string().max(100).describe('The source: slug, recipe type or name, such as "snowflake".'),
        goal: z
          .string()
          .max(LIMITS.textChars)
          .optional()
          .describe('What the recipe should do, such as "tables and column lineage of one database".'),
        version: z.string().max(50).optional().describe('The docs version (default: the current docs).'),
      },
    },
    ({source, goal, version}) => {
      const v = site.version(version);
      const entry = findSource(site.integrationsOf(v).sources, source, v);
      const required = entry.options.filter((o) => o.required && !o.name.includes('.'));
      return {
        messages: [
          {
            role: 'user',
            content: {
              type: 'text',
              text:
                `Write a DataHub ingestion recipe (YAML) for ${entry.name} (source type \`${entry.type}\`, ${v.label} docs)` +
                `${goal ? ` that does this: ${goal}` : ''}.\n\n` +
                `Its starter recipe:\n\`\`\`yaml\n${entry.recipe.trimEnd()}\n\`\`\`\n\n` +
                `Required options: ${required.map((o) => o.name).join(', ') || 'none'}.\n` +
                `Use only options that get_source_options lists for "${entry.slug}" (check each one you add), keep secrets ` +
                'in ${ENV_VAR} placeholders, and explain each option you set. Reference page: ' +
                site.url(entry.page),
            },
          },
        ],
      };
    },
  );

  return server;
}
