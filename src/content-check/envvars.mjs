// Content check rule `env`: every DataHub environment variable a page sets or names exists in the catalogue
// (data/environment-variables.yaml), and a default a page states for one agrees with it.
//
// Which names are DataHub's: a name in an environment context (set in a shell or .env block, an item of a
// compose `environment:` or Helm `env:` list, inline code in a sentence about variables) whose first word is
// one of DataHub's namespaces. The namespaces are the first words shared by many catalogue variables
// (DATAHUB_, ELASTICSEARCH_, KAFKA_, EBEAN_, ...), so they follow the data. Names outside them are the
// reader's own (SNOWFLAKE_PASSWORD) or another program's (JAVA_HOME) and are not DataHub's to check.
// Inside a namespace, OTHER_SOFTWARE lists the few names that belong to other software and DATAHUB_TOOLING
// those of DataHub's own tests and examples.
import {didYouMean} from './suggest.mjs';

/** How many catalogue variables must share a first word for it to count as a DataHub namespace. */
const NAMESPACE_MIN = 8;
/** First words shared by many catalogue variables that are ordinary words, not namespaces. */
const NOT_NAMESPACES = new Set(['ENABLE', 'SHOW', 'AWS', 'SKIP', 'CREATE', 'VIEW']);

/**
 * Names inside DataHub's namespaces that DataHub does not define, each with why it is still right.
 * Families end with `*`.
 */
export const OTHER_SOFTWARE = new Map([
  // Spring Boot's relaxed binding: GMS and the consumers pass every spring.kafka.properties.* entry to the
  // Kafka clients, so SPRING_KAFKA_PROPERTIES_<PROPERTY> sets any Kafka client property.
  ['SPRING_KAFKA_PROPERTIES_*', 'Spring Boot relaxed binding of spring.kafka.properties.* (Kafka client settings)'],
  // The Kafka distribution's own scripts (kafka-server-start, kafka-topics) read these.
  ['KAFKA_HEAP_OPTS', "the Kafka distribution's start scripts"],
  ['KAFKA_OPTS', "the Kafka distribution's start scripts"],
  ['KAFKA_JMX_OPTS', "the Kafka distribution's start scripts"],
  // Elasticsearch's own container and JVM settings.
  ['ES_JAVA_OPTS', "Elasticsearch's JVM options"],
]);

/**
 * Names read by DataHub's own test suites, examples and build files, which are not settings of a running
 * DataHub and so are not in the catalogue (where each is read, in DataHub's repository).
 */
export const DATAHUB_TOOLING = new Map([
  ['DATAHUB_LOCAL_COMMON_ENV', 'docker/profiles: env file of the development Compose profiles'],
  ['DATAHUB_SERVER', 'smoke-test: GMS address of the test fixtures'],
  ['DATAHUB_TOKEN', 'smoke-test: access token of the test fixtures'],
  ['DATAHUB_FRONTEND_URL', 'smoke-test/tests/utilities/env_vars.py: frontend address'],
  ['DATAHUB_API', 'metadata-integration/java/datahub-protobuf: GMS address of the schema publisher'],
  ['DATAHUB_ENV', 'metadata-integration/java/datahub-protobuf: environment of the published datasets'],
  ['DATAHUB_GITHUBORG', 'metadata-integration/java/datahub-protobuf: GitHub organisation for links'],
  ['DATAHUB_SLACKID', 'metadata-integration/java/datahub-protobuf: Slack channel for owners'],
]);

const SHELL = new Set(['shell', 'sh', 'bash', 'console', 'zsh', 'dockerfile', 'docker']);
const DOTENV = new Set(['env', 'dotenv', 'properties', 'ini']);
const YAML = new Set(['yaml', 'yml']);
const NAME = '[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+';
const WHOLE_NAME = new RegExp(`^${NAME}$`);

/** Whether text is written like an environment variable (`UPPER_SNAKE_CASE`, two words at least). */
export const isVariableName = (text) => WHOLE_NAME.test(text);

// What sets a variable, per kind of block (built once: the rule reads every code block of the site).
const SHELL_READ = new RegExp(`\\$\\{?(${NAME})\\b`, 'g');
const SHELL_SET = new RegExp(`(?:^|[\\s;(]|\\bexport\\s+|\\bENV\\s+|(?:-e|--env)[\\s=]+)(${NAME})=`, 'g');
const DOTENV_SET = new RegExp(`^\\s*(?:export\\s+)?(${NAME})\\s*=`, 'g');
const YAML_SET = [
  new RegExp(`^\\s*-\\s*["']?(${NAME})=`, 'g'), // compose: - NAME=value
  new RegExp(`^\\s*-?\\s*name:\\s*["']?(${NAME})["']?\\s*$`, 'g'), // Helm/Kubernetes: - name: NAME
  new RegExp(`^\\s+(${NAME}):\\s`, 'g'), // compose environment map: NAME: value
];

/** Index of the catalogue for the rule: names, defaults and DataHub's namespaces. */
export function indexVariables(variables) {
  const byName = new Map(variables.map((v) => [v.name, v]));
  const counts = new Map();
  for (const {name} of variables) {
    const first = name.split('_')[0];
    counts.set(first, (counts.get(first) ?? 0) + 1);
  }
  const namespaces = new Set(
    [...counts].filter(([word, n]) => n >= NAMESPACE_MIN && !NOT_NAMESPACES.has(word)).map(([word]) => word),
  );
  namespaces.add('SPRING'); // SPRING_* reach GMS and the consumers through Spring Boot (OTHER_SOFTWARE)
  return {byName, namespaces, names: [...byName.keys()]};
}

const OTHER_FAMILIES = [...OTHER_SOFTWARE.keys()].filter((k) => k.endsWith('*')).map((k) => k.slice(0, -1));
const otherSoftware = (name) => OTHER_SOFTWARE.has(name) || OTHER_FAMILIES.some((prefix) => name.startsWith(prefix));

/** A value written like a name, such as the engine type `ELASTICSEARCH_7`: one word and a number. */
const isVersionValue = (name) => /^[A-Z]+_\d+$/.test(name);

/** Whether a name is DataHub's to check: in the catalogue or in one of its namespaces. */
export const isDataHubName = (name, index) =>
  index.byName.has(name) ||
  (index.namespaces.has(name.split('_')[0]) &&
    !otherSoftware(name) &&
    !DATAHUB_TOOLING.has(name) &&
    !isVersionValue(name));

/**
 * Pages about DataHub Cloud name variables of Cloud's own components (the remote executor, the Cloud
 * upgrade tooling), which the open-source catalogue does not hold: the rule leaves them alone.
 */
export const isCloudPage = (file) => /(^|\/)managed-datahub\//.test(file);

/** The problem with one variable name, or undefined when it is known (or not DataHub's). */
export function checkName(name, index) {
  if (index.byName.has(name) || !isDataHubName(name, index)) return undefined;
  return `\`${name}\` is not an environment variable of DataHub${didYouMean(name, index.names)}`;
}

/**
 * The variable names a code block sets for a program, each with its line within the block (1-based). In a
 * shell block a name the block also reads back (`export DATAHUB_TOKEN=...` then `$DATAHUB_TOKEN`) is the
 * reader's own shell variable, not a setting, and reads alone (`$X`) set nothing.
 */
export function variablesInCode(lang, code) {
  const found = [];
  const kind = (lang ?? '').toLowerCase();
  const setters = SHELL.has(kind) ? [SHELL_SET] : DOTENV.has(kind) ? [DOTENV_SET] : YAML.has(kind) ? YAML_SET : [];
  if (!setters.length) return found;
  const readBack = new Set(SHELL.has(kind) ? [...code.matchAll(SHELL_READ)].map((m) => m[1]) : []);
  code.split('\n').forEach((text, i) => {
    for (const re of setters)
      for (const m of text.matchAll(re)) if (!readBack.has(m[1])) found.push({name: m[1], line: i + 1});
  });
  return found;
}

const ENV_WORDS = /\b(variables?|environment|env)\b/i;

/** Whether prose around inline code speaks of environment variables. */
export const speaksOfVariables = (text) => ENV_WORDS.test(text);

const normalise = (value) =>
  String(value)
    .trim()
    .replace(/^["'`]|["'`]$/g, '')
    .toLowerCase();

const STATED_DEFAULT = new RegExp(
  `\`(${NAME})\`[^.;\`]*?\\b(?:defaults? to|default(?: value)? is|default:?)\\s+\`([^\`]+)\``,
  'g',
);

/**
 * A default the prose states for a variable, in the sentence that names it: "`X` (default `v`)",
 * "`X` defaults to `v`", "`X` ... default is `v`", with no other code between the name and the default.
 */
export function statedDefaults(sentence) {
  const out = [];
  for (const m of sentence.matchAll(STATED_DEFAULT)) out.push({name: m[1], value: m[2]});
  return out;
}

/** The problem with a default a page states, or undefined when it agrees (or the catalogue has none). */
export function checkDefault(name, value, index) {
  const variable = index.byName.get(name);
  // No default, or an empty one (the variable is simply unset), leaves nothing to compare.
  if (!variable || variable.default === undefined || variable.default === null || variable.default === '')
    return undefined;
  if (normalise(value) === normalise(variable.default)) return undefined;
  return `\`${name}\` defaults to \`${variable.default}\` in DataHub, not \`${value}\``;
}
