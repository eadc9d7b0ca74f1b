// Accessibility: axe-core on one page of every template, and the keyboard paths a reader relies on.
import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from './support/hydration';

const TEMPLATES: Record<string, string> = {
  home: '/',
  doc: '/docs/quickstart',
  'generated source page': '/docs/generated/ingestion/sources/athena',
  'entity page': '/docs/generated/metamodel/entities/dataset',
  'GraphQL reference': '/docs/graphql/queries',
  'release note': '/docs/managed-datahub/release-notes/v_0_3_7',
  'Learn list': '/learn',
  'Learn post': '/learn/data-mesh',
  'tag page': '/learn/tags/data-mesh',
  integrations: '/integrations',
  search: '/search?q=lineage',
  '404': '/no-such-page-here',
  'adoption stories': '/adoption-stories',
  champions: '/champions',
  'customer stories survey': '/customer-stories-survey',
  events: '/events',
  guild: '/guild',
  'hackathon showcase': '/hack_display_image',
  slack: '/slack',
};

async function hydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

test.describe('axe: no serious or critical violations', () => {
  for (const [template, path] of Object.entries(TEMPLATES)) {
    test(`${template} (${path})`, async ({page}) => {
      // axe's time grows with the page's DOM (the reference pages hold thousands of rows): three times the
      // default limit, so that a busy CI machine does not turn a slow analysis into a failure.
      test.slow();
      await hydrated(page, path);
      const {violations} = await new AxeBuilder({page}).analyze();
      const severe = violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => ({
          rule: violation.id,
          impact: violation.impact,
          help: violation.help,
          targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
        }));
      expect(severe).toEqual([]);
    });
  }
});

test.describe('keyboard', () => {
  test('skip to content: the next Tab lands in the main content, past the navbar', async ({page}) => {
    await hydrated(page, '/docs/quickstart');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: 'Skip to main content'});
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    // Docusaurus focuses <main> for a moment (tabindex -1, then removed): the sequential focus
    // starting point moves there, which is what the reader's next Tab uses.
    await page.keyboard.press('Tab');
    const inMain = () => page.evaluate(() => document.activeElement?.closest('main') !== null);
    await expect.poll(inMain).toBe(true);
  });

  test('sidebar: Tab into it and expand a category with Enter', async ({page}) => {
    await hydrated(page, '/docs/quickstart');
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    const collapsed = sidebar.locator('.menu__list-item--collapsed').first();
    const toggle = collapsed.locator('> .menu__list-item-collapsible > :is(a, button)').first();
    const name = (await toggle.textContent())?.trim() ?? '';
    // Tab from the page start until focus reaches the collapsed category, as a reader would.
    await page.locator('body').focus();
    let reached = false;
    for (let presses = 0; presses < 120 && !reached; presses += 1) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(
        (label) =>
          !!document.activeElement?.closest('nav[aria-label="Docs sidebar"]') &&
          document.activeElement?.textContent?.trim() === label,
        name,
      );
    }
    expect(reached, `Tab reaches the sidebar category "${name}"`).toBe(true);
    await page.keyboard.press('Enter');
    await expect(sidebar.locator('.menu__list-item', {hasText: name}).first()).not.toHaveClass(
      /menu__list-item--collapsed/,
    );
  });

  test('version dropdown opens with the keyboard and its items are reachable', async ({page}) => {
    await hydrated(page, '/docs/quickstart');
    const dropdown = page.locator('.navbar__items--right .dropdown').first();
    const button = dropdown.locator('> .navbar__link');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // The menu fades in (visibility transition); Tab only reaches its links once it is visible.
    await expect(dropdown.locator('.dropdown__menu')).toBeVisible();
    await page.keyboard.press('Tab');
    const first = dropdown.locator('.dropdown__menu a').first();
    await expect(first).toBeFocused();
    await expect(first).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(dropdown.locator('.dropdown__menu a').nth(1)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });

  test('search modal opens, arrows move through results, Escape closes it', async ({page}) => {
    await hydrated(page, '/docs/quickstart');
    await page.keyboard.press('Control+k');
    const modal = page.locator('.DocSearch-Modal');
    await expect(modal).toBeVisible();
    await page.keyboard.type('lineage');
    const hits = modal.locator('.DocSearch-Hit');
    await expect(hits.first()).toBeVisible({timeout: 15_000});
    const selected = () => modal.locator('.DocSearch-Hit[aria-selected="true"]').getAttribute('id');
    const first = await selected();
    await page.keyboard.press('ArrowDown');
    await expect.poll(selected).not.toBe(first);
    // DocSearch's own markup: nothing critical (its hits nest their action buttons, which axe rates
    // serious, in DocSearch 3 and 4 alike).
    const {violations} = await new AxeBuilder({page}).include('.DocSearch-Modal').analyze();
    expect(violations.filter((violation) => violation.impact === 'critical').map((violation) => violation.id)).toEqual(
      [],
    );
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
  });

  test('mobile menu at 375px opens with the keyboard and closes with Escape or its button', async ({page}) => {
    await page.setViewportSize({width: 375, height: 740});
    await hydrated(page, '/docs/quickstart');
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    const menu = page.locator('.navbar-sidebar');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('link', {name: 'Integrations'})).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu.getByRole('link', {name: 'Integrations'})).toBeHidden();

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('link', {name: 'Integrations'})).toBeVisible();
    await menu.getByRole('button', {name: 'Close navigation bar'}).focus();
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('link', {name: 'Integrations'})).toBeHidden();
  });
});
