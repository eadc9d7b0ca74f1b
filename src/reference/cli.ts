// The CLI reference: /docs/generated/cli-reference, from data/cli.yaml. One section per command, nested as
// the command tree is; every command and option has its own anchor (`#datahub-docker-quickstart`,
// `#datahub-docker-quickstart--version`), so guides and search results can link straight to a flag.
import type {CliArgument, CliCommand, CliOption, CliReference} from './data';
import {TABLE_IMPORT, cell, firstSentence, frontMatter, mdxText, selfLink, table} from './mdx';

/** Anchor of a command, from its full path: `datahub docker quickstart` -> `datahub-docker-quickstart`. */
export const commandAnchor = (path: string[]) => path.join('-').toLowerCase();

/** Anchor of an option: the command's anchor, then the option's long flag as typed (`--version`). */
export function optionAnchor(path: string[], option: Pick<CliOption, 'flags'>): string {
  const spelling = option.flags.find((f) => f.startsWith('--')) ?? option.flags[0];
  return `${commandAnchor(path)}${spelling.split('/')[0]}`.toLowerCase();
}

/** Every command with its full path, depth first (the root `datahub` included). */
export function walkCommands(root: CliCommand, path: string[] = []): {path: string[]; command: CliCommand}[] {
  const here = [...path, root.name];
  return [{path: here, command: root}, ...(root.commands ?? []).flatMap((c) => walkCommands(c, here))];
}

const code = (text: string) => `\`${text.replace(/\|/g, '\\|')}\``;

function usage(path: string[], command: CliCommand): string {
  const args = (command.arguments ?? []).map((a) => {
    const name = a.name.toUpperCase() + (a.multiple ? '...' : '');
    return a.required ? name : `[${name}]`;
  });
  const parts = [...path, ...(command.options?.length ? ['[OPTIONS]'] : []), ...args];
  if (command.group) parts.push('COMMAND [ARGS]...');
  return `\`\`\`shell\n${parts.join(' ')}\n\`\`\``;
}

function optionDefault(option: CliOption): string {
  if (option.default === undefined || option.default === '()' || option.default === 'None') return '';
  const shown = option.default_resolved ?? option.default;
  return code(shown);
}

function optionType(option: CliOption | CliArgument): string {
  if ('choices' in option && option.choices) return option.choices.map(code).join(', ');
  const parts: string[] = [option.type];
  if ('is_flag' in option && option.is_flag) parts[0] = 'flag';
  if (option.multiple) parts.push('(repeatable)');
  return parts.join(' ');
}

function optionDescription(option: CliOption): string {
  const notes = [cell(option.description)];
  if (option.required) notes.unshift('**Required.**');
  if (option.deprecated) notes.unshift(`**Deprecated:** ${cell(option.deprecated)}`);
  if (option.envvar) notes.push(`Also read from ${code(option.envvar)}.`);
  if (option.env_fallback) notes.push(`Falls back to ${code(option.env_fallback)}.`);
  return notes.join(' ');
}

function commandSection(path: string[], command: CliCommand, envByCommand: Map<string, string[]>): string {
  const depth = Math.min(path.length, 5); // datahub = h1 level (not rendered), datahub X = h2, ...
  const title = path.join(' ');
  const anchor = commandAnchor(path);
  const lines = [`${'#'.repeat(Math.max(2, depth))} ${title} {#${anchor}}`, mdxText(command.description)];
  const facts: string[] = [];
  if (command.deprecated) facts.push(`**Deprecated:** ${cell(command.deprecated)}`);
  if (command.optional_dependency)
    facts.push(`Available only with an extra package installed: ${code(command.optional_dependency)}.`);
  if (command.default_subcommand)
    facts.push(`Runs ${code(`${title} ${command.default_subcommand}`)} when no subcommand is named.`);
  if (command.accepts_extra_args) facts.push('Passes unrecognised options and arguments through.');
  if (facts.length) lines.push(facts.join(' '));
  if (path.length > 1 || command.options?.length) lines.push(usage(path, command));
  if (command.commands?.length)
    lines.push(
      table(
        ['Subcommand', 'What it does'],
        command.commands.map((sub) => [
          `[${code(sub.name)}](#${commandAnchor([...path, sub.name])})`,
          cell(firstSentence(sub.description)),
        ]),
      ),
    );
  if (command.arguments?.length)
    lines.push(
      table(
        ['Argument', 'Type', 'Required', 'Description'],
        command.arguments.map((a) => [
          code(a.name.toUpperCase()),
          optionType(a),
          a.required ? 'Yes' : 'No',
          cell(a.description),
        ]),
      ),
    );
  const options = (command.options ?? []).filter((o) => !o.hidden);
  if (options.length)
    lines.push(
      table(
        ['Option', 'Type', 'Default', 'Description'],
        options.map((o) => [
          selfLink(optionAnchor(path, o), o.flags.map(code).join(', ')),
          optionType(o),
          optionDefault(o),
          optionDescription(o),
        ]),
      ),
    );
  const env = envByCommand.get(title);
  if (env?.length) lines.push(`Environment variables: ${env.map((n) => `[${code(n)}](#${n})`).join(', ')}.`);
  return lines.join('\n\n');
}

export function cliReferencePage(data: CliReference): string {
  const root = data.commands[0];
  const all = walkCommands(root);
  const options = all.reduce((n, {command}) => n + (command.options ?? []).filter((o) => !o.hidden).length, 0);
  const known = new Set(all.map(({path}) => path.join(' ')));
  const envByCommand = new Map<string, string[]>();
  for (const v of data.environment)
    for (const command of v.used_by ?? []) {
      if (!known.has(command)) throw new Error(`data/cli.yaml: ${v.name} is used by unknown command "${command}"`);
      envByCommand.set(command, [...(envByCommand.get(command) ?? []), v.name]);
    }
  const anchors = all.flatMap(({path, command}) => [
    commandAnchor(path),
    ...(command.options ?? []).filter((o) => !o.hidden).map((o) => optionAnchor(path, o)),
  ]);
  const repeated = anchors.filter((a, i) => anchors.indexOf(a) !== i);
  if (repeated.length) throw new Error(`data/cli.yaml: anchors used twice: ${[...new Set(repeated)].join(', ')}`);
  const release = data.source.release ? `DataHub ${data.source.release}` : 'the DataHub source it was read from';
  return (
    [
      frontMatter({
        title: 'CLI Reference',
        description: `Every command, subcommand, option and environment variable of the datahub CLI (${all.length - 1} commands, ${options} options).`,
        sidebar_label: 'CLI Reference',
        toc_max_heading_level: 2,
      }),
      TABLE_IMPORT,
      `This page lists every command of the \`datahub\` CLI with its arguments and options, generated from the CLI's own command declarations in ${release}. Each command and each option has an anchor you can link to, for example [\`datahub docker quickstart\`](#datahub-docker-quickstart). For installation, connecting to a server and the common workflows, start with the [CLI guide](../cli.md).`,
      `Run any command with \`--help\` to see the same options for the version you have installed: options are added between releases, so an older CLI may lack some of them.`,
      `## Global options {#datahub}`,
      `These options go before the command name, as in \`datahub --debug ingest -c recipe.yml\`.`,
      table(
        ['Option', 'Type', 'Default', 'Description'],
        (root.options ?? []).map((o) => [
          selfLink(optionAnchor([root.name], o), o.flags.map(code).join(', ')),
          optionType(o),
          optionDefault(o),
          optionDescription(o),
        ]),
      ),
      `## Commands`,
      table(
        ['Command', 'What it does'],
        (root.commands ?? []).map((c) => [
          `[${code(`datahub ${c.name}`)}](#${commandAnchor([root.name, c.name])})`,
          cell(firstSentence(c.description)),
        ]),
      ),
      ...all.slice(1).map(({path, command}) => commandSection(path, command, envByCommand)),
      `## Environment variables {#environment-variables}`,
      `The CLI reads these variables (or sets them for the Docker Compose processes it starts). Variables override \`~/.datahubenv\`, which makes them the usual way to configure the CLI in CI.`,
      table(
        ['Variable', 'Default', 'Used by', 'Description'],
        data.environment.map((v) => [
          selfLink(v.name, code(v.name)),
          v.default === undefined ? '' : code(v.default),
          (v.used_by ?? ['every command'])
            .map((c) => (c === 'every command' ? c : `[${code(c)}](#${commandAnchor(c.split(' '))})`))
            .join(', '),
          `${v.role === 'exported' ? 'Set by the CLI for the processes it starts. ' : ''}${cell(v.description)}`,
        ]),
      ),
    ].join('\n\n') + '\n'
  );
}
