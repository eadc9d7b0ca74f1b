// The code theme reads on its background: every token colour reaches WCAG AA contrast.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {themes} from 'prism-react-renderer';
import {contrast, lightCodeTheme, readableOn} from '../../config/prismTheme';

test('every token colour of the light code theme has 4.5:1 contrast on its background', () => {
  const background = lightCodeTheme.plain.backgroundColor!;
  for (const {types, style} of lightCodeTheme.styles) {
    if (!style.color) continue;
    assert.ok(contrast(style.color, background) >= 4.5, `${types.join(',')}: ${style.color}`);
  }
});

test('colours that already read are kept, faint ones are darkened', () => {
  assert.equal(readableOn('#393A34', '#f6f8fa'), '#393A34');
  assert.notEqual(readableOn('#00a4db', '#f6f8fa'), '#00a4db');
  assert.ok(themes.github.styles.some(({style}) => style.color && contrast(style.color, '#f6f8fa') < 4.5));
});
