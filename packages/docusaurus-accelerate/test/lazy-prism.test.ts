// Prism's additional languages are registered by the code blocks that use them: every name and alias a
// code block may write reaches its language, and a language is always registered after those it needs.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {Prism} from 'prism-react-renderer';
import {PRISM_LANGUAGES} from '../../../config/site';
import {languageTable} from '../lazy-prism/languageTable';
import {registerLanguage} from '../lazy-prism/client/registerLanguage';

const table = languageTable([...PRISM_LANGUAGES]);

test('every additional language is reachable by its id and by each alias Prism gives it', () => {
  for (const id of PRISM_LANGUAGES) assert.equal(table.components[id], id);
  assert.equal(table.components.sh, 'bash');
  assert.equal(table.components.shell, 'bash');
  assert.equal(table.components.dockerfile, 'docker');
  assert.equal(table.components['sh-session'], 'shell-session');
  // Prerequisites that prism-react-renderer's own Prism already has (clike) are not listed.
  assert.deepEqual(table.requires, {'shell-session': ['bash'], scala: ['java']});
  assert.throws(() => languageTable(['no-such-language']), /Prism has no language "no-such-language"/);
});

test('a code block’s language is registered on first use, after the languages it requires', () => {
  assert.equal(Prism.languages.scala, undefined);
  assert.equal(Prism.languages.java, undefined);
  registerLanguage('scala', table);
  assert.ok(Prism.languages.java && Prism.languages.scala);

  // shell-session embeds bash's grammar: registered first, bash is there to embed.
  assert.equal(Prism.languages.bash, undefined);
  registerLanguage('sh-session', table);
  const command = (Prism.languages['shell-session'] as Record<string, {inside: Record<string, {inside: unknown}>}>)
    .command;
  assert.equal(command.inside.bash.inside, Prism.languages.bash);
  assert.ok(Prism.languages.sh, 'bash registers its aliases');

  const tokens = Prism.tokenize('resource "aws_s3_bucket" "b" {}', Prism.languages.hcl ?? {});
  assert.equal(tokens.length, 1, 'hcl is not registered until a code block asks for it');
  registerLanguage('hcl', table);
  assert.ok(Prism.tokenize('resource "aws_s3_bucket" "b" {}', Prism.languages.hcl!).length > 1);

  // Languages prism-react-renderer bundles, unknown names and no language at all change nothing.
  const before = Object.keys(Prism.languages).length;
  for (const language of ['python', 'yaml', 'cobol-85', undefined]) registerLanguage(language, table);
  assert.equal(Object.keys(Prism.languages).length, before);
  assert.equal((globalThis as {Prism?: unknown}).Prism, undefined, 'the global Prism is removed again');
});
