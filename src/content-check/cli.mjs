// Content check rule `cli`: every `datahub ...` invocation in a shell block names a command, subcommand and
// options that exist in the CLI reference data (data/cli.yaml).
import {didYouMean} from './suggest.mjs';

const SHELL_LANGUAGES = new Set(['shell', 'sh', 'bash', 'console', 'zsh', 'powershell']);
export const isShellBlock = (lang) => SHELL_LANGUAGES.has((lang ?? '').toLowerCase());

/** Splits a shell line into words, keeping quoted strings together (quotes removed). */
export function shellWords(line) {
  const words = [];
  const re = /"((?:[^"\\]|\\.)*)"|'([^']*)'|(\S+)/g;
  let m;
  while ((m = re.exec(line))) words.push(m[1] ?? m[2] ?? m[3]);
  return words;
}

/** The logical lines of a shell block (continuations joined), each with the block line it starts on. */
function logicalLines(code) {
  const out = [];
  let current = null;
  code.split('\n').forEach((raw, i) => {
    const text = raw.replace(/^\s*(\$|>|PS>)\s+/, '');
    if (current) current.text += ` ${text.trim()}`;
    else current = {line: i + 1, text};
    if (/\\\s*$/.test(current.text) || /`\s*$/.test(current.text)) current.text = current.text.replace(/[\\`]\s*$/, '');
    else {
      out.push(current);
      current = null;
    }
  });
  if (current) out.push(current);
  return out;
}

const isPlaceholder = (word) => /^[<[{]|\.\.\.|^\$|^[A-Z_]+$/.test(word);

const defaultOf = (group) => group.commands.find((c) => c.name === group.default_subcommand);

/** Every spelling an option accepts: `--x/--no-x` gives both, `-f` and `--file` both. */
const spellings = (option) => option.flags.flatMap((flag) => flag.split('/'));

/**
 * Checks one `datahub` invocation (the words after `datahub`). Returns problem messages; `root` is the
 * `datahub` command of the reference data.
 */
export function checkInvocation(words, root, {partial = false} = {}) {
  const problems = [];
  let command = root;
  const path = ['datahub'];
  const known = (cmd) => new Map((cmd.options ?? []).flatMap((o) => spellings(o).map((s) => [s, o])));
  let i = 0;
  // Options of `datahub` itself come before the command.
  const takesValue = (option) => option && !option.is_flag;
  while (i < words.length) {
    const word = words[i];
    if (word.startsWith('-')) {
      if (word === '--help' || word === '-h') return problems;
      const [flag] = word.split('=');
      const option = known(command).get(flag);
      if (!option && command.group && command.default_subcommand) {
        command = defaultOf(command);
        path.push(`(${command.name})`);
        continue; // the option belongs to the default subcommand
      }
      if (!option) {
        if (command.accepts_extra_args) return problems;
        const suggestion = didYouMean(flag, [...known(command).keys(), '--help']);
        problems.push(`\`${path.join(' ')}\` has no option \`${flag}\`${suggestion}`);
      } else if (takesValue(option) && !word.includes('=')) i += 1;
      i += 1;
      continue;
    }
    if (command.group) {
      const sub = (command.commands ?? []).find((c) => c.name === word);
      if (sub) {
        command = sub;
        path.push(word);
        i += 1;
        continue;
      }
      if (command.default_subcommand) {
        command = defaultOf(command);
        path.push(`(${command.name})`);
        continue; // the word is an argument of the default subcommand
      }
      if (isPlaceholder(word)) return problems;
      const names = (command.commands ?? []).filter((c) => !c.hidden).map((c) => c.name);
      problems.push(`\`${path.join(' ')}\` has no command \`${word}\`${didYouMean(word, names)}`);
      return problems;
    }
    i += 1; // a positional argument
  }
  if (!partial && command.group && !command.default_subcommand && path.length > 1)
    problems.push(`\`${path.join(' ')}\` needs a command: ${(command.commands ?? []).map((c) => c.name).join(', ')}`);
  return problems;
}

/** The `datahub` invocations of a shell text: each as {line (within the text), words after `datahub`}. */
export function datahubInvocations(code) {
  const found = [];
  for (const {line, text} of logicalLines(code)) {
    if (/^\s*#/.test(text)) continue;
    for (const segment of text.split(/&&|\|\||[;|]/)) {
      const words = shellWords(segment.trim());
      const start = words.findIndex(
        (w, i) => w === 'datahub' && (i === 0 || /^(python3?|sudo|exec|time|uvx|pipx)$|^-m$|=/.test(words[i - 1])),
      );
      if (start >= 0) found.push({line, words: words.slice(start + 1)});
    }
  }
  return found;
}

/**
 * Problems of one shell block: {line (within the block), message}, and how many invocations it holds.
 * `partial`: the text names a command group without running it (inline code in prose), which is fine.
 */
export function checkShellBlock(code, root, {partial = false} = {}) {
  const problems = [];
  const invocations = datahubInvocations(code);
  for (const {line, words} of invocations)
    for (const message of checkInvocation(words, root, {partial})) problems.push({line, message});
  return {problems, invocations: invocations.length};
}

/** A flag as prose names it in inline code: `--report-dir`, `--no-strict-warnings`. */
export const isProseFlag = (code) => /^--[a-z][a-z0-9-]*$/.test(code);

/**
 * A flag named in prose right after `datahub` commands: it must be an option of one of them or of
 * `datahub` itself. Null when it is; otherwise the message for the last command.
 */
export function checkProseFlag(flag, invocations, root) {
  // An option of `datahub` itself (`--debug`) is fine too.
  if (checkInvocation([flag], root, {partial: true}).length === 0) return null;
  let message = null;
  for (const words of invocations) {
    const before = new Set(checkInvocation(words, root, {partial: true}));
    const added = checkInvocation([...words, flag], root, {partial: true}).filter((m) => !before.has(m));
    if (added.length === 0) return null;
    message = added[0];
  }
  return message;
}
