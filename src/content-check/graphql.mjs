// Content check rule `graphql`: every ```graphql block parses and validates against DataHub's schema
// (data/graphql/schema.graphql) with graphql-js, and the JSON variables shown beside an operation match the
// variables it declares. Meta words in the block's info string say what a block is when it is not a whole
// operation: `fragment` (fragments meant to be spread elsewhere) and `schema` (an excerpt of the schema, held
// to the real definitions).
import {
  GraphQLError,
  Kind,
  NoUnusedFragmentsRule,
  coerceInputValue,
  isNonNullType,
  parse,
  print,
  specifiedRules,
  typeFromAST,
  validate,
} from 'graphql';
import {didYouMean} from './suggest.mjs';

const GRAPHQL_LANGUAGES = new Set(['graphql', 'gql']);
export const isGraphqlBlock = (lang) => GRAPHQL_LANGUAGES.has((lang ?? '').toLowerCase());

const FRAGMENT_RULES = specifiedRules.filter((rule) => rule !== NoUnusedFragmentsRule);
const EXECUTABLE = new Set([Kind.OPERATION_DEFINITION, Kind.FRAGMENT_DEFINITION]);

/** A problem at a place in the block: 1-based line within the block. */
const at = (error, fallbackLine = 1) => ({line: error.locations?.[0]?.line ?? fallbackLine, message: error.message});

/**
 * Checks an excerpt of the schema (`schema` meta): every type it shows (`type X`, `extend type Query`, ...)
 * exists with the fields, arguments, types and enum values shown.
 */
function checkExcerpt(document, schema) {
  const problems = [];
  for (const definition of document.definitions) {
    const line = definition.loc?.startToken.line ?? 1;
    if (!definition.name) continue;
    const name = definition.name.value;
    const type = schema.getType(name);
    if (!type) {
      problems.push({
        line,
        message: `type "${name}" is not in the schema${didYouMean(name, Object.keys(schema.getTypeMap()))}`,
      });
      continue;
    }
    const fields = type.getFields?.() ?? {};
    for (const field of definition.fields ?? []) {
      const fieldLine = field.loc?.startToken.line ?? line;
      const real = fields[field.name.value];
      if (!real) {
        problems.push({
          line: fieldLine,
          message: `"${name}" has no field "${field.name.value}"${didYouMean(field.name.value, Object.keys(fields))}`,
        });
        continue;
      }
      const shown = print(field.type);
      if (shown !== String(real.type))
        problems.push({
          line: fieldLine,
          message: `"${name}.${field.name.value}" is \`${real.type}\` in the schema, not \`${shown}\``,
        });
      for (const argument of field.arguments ?? []) {
        const realArgument = real.args?.find((a) => a.name === argument.name.value);
        if (!realArgument)
          problems.push({
            line: argument.loc?.startToken.line ?? fieldLine,
            message: `"${name}.${field.name.value}" has no argument "${argument.name.value}"${didYouMean(
              argument.name.value,
              (real.args ?? []).map((a) => a.name),
            )}`,
          });
        else if (print(argument.type) !== String(realArgument.type))
          problems.push({
            line: argument.loc?.startToken.line ?? fieldLine,
            message: `argument "${name}.${field.name.value}(${argument.name.value})" is \`${realArgument.type}\` in the schema, not \`${print(argument.type)}\``,
          });
      }
    }
    const values = type.getValues?.().map((v) => v.name) ?? [];
    for (const value of definition.values ?? [])
      if (!values.includes(value.name.value))
        problems.push({
          line: value.loc?.startToken.line ?? line,
          message: `enum "${name}" has no value "${value.name.value}"${didYouMean(value.name.value, values)}`,
        });
  }
  return problems;
}

/**
 * Checks the text of one GraphQL block against the schema. `kind` is 'operation' (the default), 'fragment'
 * or 'schema'. Returns {problems: [{line, message}], document, kind} where kind is what was checked.
 */
export function checkGraphqlBlock(code, schema, {meta = new Set()} = {}) {
  let document;
  try {
    document = parse(code);
  } catch (e) {
    return {problems: [at(e instanceof GraphQLError ? e : {message: String(e)})], kind: 'unparsed'};
  }
  const executable = document.definitions.filter((d) => EXECUTABLE.has(d.kind));
  if (meta.has('schema')) {
    if (executable.length)
      return {
        problems: [
          {
            line: executable[0].loc?.startToken.line ?? 1,
            message: 'a block marked `schema` holds an operation or fragment',
          },
        ],
        kind: 'schema',
      };
    return {problems: checkExcerpt(document, schema), document, kind: 'schema'};
  }
  if (executable.length !== document.definitions.length) {
    const first = document.definitions.find((d) => !EXECUTABLE.has(d.kind));
    return {
      problems: [
        {
          line: first.loc?.startToken.line ?? 1,
          message:
            'schema definitions in an operation block: mark the block `schema` if it is an excerpt of the schema',
        },
      ],
      kind: 'operation',
    };
  }
  const fragmentOnly = !document.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (fragmentOnly && !meta.has('fragment'))
    return {
      problems: [{line: 1, message: 'a block of fragments only: mark it `fragment` (it is then checked as fragments)'}],
      kind: 'operation',
    };
  const rules = meta.has('fragment') ? FRAGMENT_RULES : specifiedRules;
  const problems = validate(schema, document, rules).map((e) => at(e));
  return {problems, document, kind: meta.has('fragment') ? 'fragment' : 'operation'};
}

/**
 * Whether a JSON value shown after an operation is its variables: an object that is neither a response
 * (`data`/`errors`) nor a whole request (`query`, whose `variables` are then the ones to check).
 */
export function variablesOf(value) {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  if ('data' in value || 'errors' in value) return undefined;
  if ('query' in value) return value.variables && typeof value.variables === 'object' ? value.variables : undefined;
  return value;
}

/**
 * Checks JSON variables against the variables an operation declares: no unknown name, every required one
 * given, each value of its declared type. Returns problem messages.
 */
export function checkVariables(variables, document, schema) {
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (operations.length !== 1) return [];
  const declared = operations[0].variableDefinitions ?? [];
  const names = declared.map((d) => d.variable.name.value);
  const problems = [];
  for (const key of Object.keys(variables))
    if (!names.includes(key))
      problems.push(
        names.length
          ? `variable "${key}" is not declared by the operation${didYouMean(key, names)}`
          : `variables are shown, but the operation declares none ("${key}")`,
      );
  for (const definition of declared) {
    const name = definition.variable.name.value;
    const type = typeFromAST(schema, definition.type);
    if (!type) continue; // an unknown type is reported by validation
    if (!(name in variables)) {
      if (isNonNullType(type) && !definition.defaultValue)
        problems.push(`required variable "$${name}" (${type}) is missing`);
      continue;
    }
    coerceInputValue(variables[name], type, (path, _value, error) => {
      const where = [name, ...path].join('.');
      problems.push(`variable "${where}": ${error.message}`);
    });
  }
  return problems;
}
