// The design system's pages as a designer opens them in the static Storybook (built once and
// shared, storybookBuild.ts), in Chromium: the Foundations page and its token downloads, the
// changelog, and the manager with the institution's name and mark.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright';
import { themeTokens, tokensCss, tokensJson, type ThemeSelectors } from '../../src/docs/themeTokens';
import { themeVariables } from '../../src/theme/variables';
import { servedStorybook } from './storybookBuild';

const brandTitle = 'Admission en ligne — Système de conception';
const selectors: ThemeSelectors = { light: ':root', dark: '.adm-theme-dark' };
/** The published stylesheet sets the light theme on these three (theme/themes.css.ts). */
const stylesheetSelectors = { light: ':root, .adm-theme-light, .adm-theme-system', dark: '.adm-theme-dark' };

// One static build for every test file that reads it (storybookBuild.ts caches it by its sources).
const storybook = servedStorybook();

/** A Docs page of the sidebar's design system section (« Système de conception »), by its title there. */
const docsId = (title: string) =>
  storybook.entries.find((entry) => entry.type === 'docs' && entry.title === `Système de conception/${title}`)
    ?.id;

/** Clicks the link and reads the file it downloads. */
async function download(page: Page, name: string) {
  const link = page.getByRole('link', { name });
  await link.waitFor({ timeout: 30_000 });
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const path = await file.path();
  return { fileName: file.suggestedFilename(), text: readFileSync(path, 'utf8') };
}

/** `{ selector: { '--adm-…': value } }` of a stylesheet's rules. */
function cssVariables(css: string): Record<string, Record<string, string>> {
  const blocks: Record<string, Record<string, string>> = {};
  for (const [, selector, body] of css.matchAll(/([^{}/]+?)\s*\{([^}]*)\}/g)) {
    blocks[selector!.trim()] = Object.fromEntries(
      [...body!.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name, value!.trim()]),
    );
  }
  return blocks;
}

/** The variables the page's stylesheets (the published one, as Storybook loads it) set on `selector`. */
function pageVariables(page: Page, selector: string) {
  return page.evaluate((selectorText) => {
    const variables: Record<string, string> = {};
    for (const sheet of Array.from(document.styleSheets)) {
      for (const rule of Array.from(sheet.cssRules)) {
        if (!(rule instanceof CSSStyleRule) || rule.selectorText !== selectorText) continue;
        for (const name of Array.from(rule.style)) {
          if (name.startsWith('--adm-')) variables[name] = rule.style.getPropertyValue(name).trim();
        }
      }
    }
    return variables;
  }, selector);
}

/**
 * Each variable's value as the browser reads it (the built stylesheet is minified: `.5rem`,
 * `#1020181f` for `0.5rem`, `rgba(16, 32, 24, 0.12)`): set on a property of its kind, computed.
 */
function computedValues(page: Page, variables: Record<string, string>) {
  return page.evaluate((entries) => {
    const property = (name: string) =>
      name.startsWith('--adm-color-')
        ? 'color'
        : name.startsWith('--adm-font-size-')
          ? 'font-size'
          : name.startsWith('--adm-font-')
            ? 'font-family'
            : name.startsWith('--adm-shadow-')
              ? 'box-shadow'
              : name.startsWith('--adm-radius-')
                ? 'border-top-left-radius'
                : 'width';
    const probe = document.createElement('div');
    document.body.append(probe);
    const values: Record<string, string> = {};
    for (const [name, value] of entries) {
      probe.removeAttribute('style');
      probe.style.setProperty(property(name), value);
      values[name] = getComputedStyle(probe).getPropertyValue(property(name));
    }
    probe.remove();
    return values;
  }, Object.entries(variables));
}

const contractSize = Object.values(themeVariables).flatMap((group) => Object.values(group)).length;

describe('Foundations in the built Storybook', () => {
  it('has one Docs page with every foundation, each drawn once, in French', async () => {
    const id = docsId('Fondations');
    expect(id).toBeDefined();
    await storybook.open(`/iframe.html?id=${id}&viewMode=docs`, async (page) => {
      await page.getByRole('heading', { level: 1, name: 'Fondations' }).waitFor({ timeout: 30_000 });
      // The stories are drawn into the page after its text.
      await page
        .getByRole('table', { name: 'Contrastes des paires utilisées, thème sombre' })
        .waitFor({ timeout: 30_000 });
      await page.getByRole('list').filter({ hasText: 'PrinterIcon' }).waitFor({ timeout: 30_000 });
      for (const title of ['Couleurs', 'Typographie', 'Espacements, arrondis et ombres', 'Icônes']) {
        expect(await page.getByRole('heading', { level: 1, name: title, exact: true }).count(), title).toBe(
          1,
        );
      }
      // One table of tokens and one of pairs per theme, not the primary story drawn again below.
      for (const name of [
        'Jetons de couleur du thème clair',
        'Jetons de couleur du thème sombre',
        'Contrastes des paires utilisées, thème clair',
        'Contrastes des paires utilisées, thème sombre',
      ]) {
        expect(await page.getByRole('table', { name }).count(), name).toBe(1);
      }
      const pairs = page.getByRole('table', { name: 'Contrastes des paires utilisées, thème clair' });
      expect(await pairs.getByText('--adm-color-on-primary').count()).toBeGreaterThan(0);
      expect(await pairs.getByText('Échec').count()).toBe(0);
      // No « Stories », « Show code » or other English heading of Storybook's default page.
      expect(await page.getByRole('heading', { name: 'Stories' }).count()).toBe(0);
    });
  }, 90_000);

  it('downloads the tokens as JSON: both themes, every variable with its value', async () => {
    await storybook.open(`/iframe.html?id=${docsId('Fondations')}&viewMode=docs`, async (page) => {
      const { fileName, text } = await download(page, 'Télécharger les jetons (JSON)');
      expect(fileName).toBe('admission-jetons.json');
      expect(text).toBe(tokensJson(selectors));
      const json = JSON.parse(text) as {
        themes: Record<'light' | 'dark', Record<string, Record<string, { variable: string; value: string }>>>;
      };
      for (const theme of ['light', 'dark'] as const) {
        const tokens = themeTokens(theme);
        expect(tokens).toHaveLength(contractSize);
        for (const { token, variable, value } of tokens) {
          const [group, key] = token.split('.') as [string, string];
          expect(json.themes[theme][group]?.[key], `${theme} ${token}`).toEqual({ variable, value });
        }
      }
      expect(json.themes.light.color?.primary).toEqual({ variable: '--adm-color-primary', value: '#0f6b3e' });
    });
  }, 90_000);

  it('downloads the tokens as CSS: the published stylesheet’s variables, theme by theme', async () => {
    await storybook.open(`/iframe.html?id=${docsId('Fondations')}&viewMode=docs`, async (page) => {
      const { fileName, text } = await download(page, 'Télécharger les jetons (CSS)');
      expect(fileName).toBe('admission-jetons.css');
      expect(text).toBe(tokensCss(selectors));
      const blocks = cssVariables(text);
      expect(Object.keys(blocks)).toEqual([':root', '.adm-theme-dark']);
      for (const theme of ['light', 'dark'] as const) {
        const downloaded = blocks[selectors[theme]]!;
        const published = await pageVariables(page, stylesheetSelectors[theme]);
        expect(Object.keys(downloaded)).toHaveLength(contractSize);
        expect(Object.keys(downloaded).sort(), theme).toEqual(Object.keys(published).sort());
        expect(await computedValues(page, downloaded), theme).toEqual(await computedValues(page, published));
      }
      expect(blocks[':root']?.['--adm-color-primary']).toBe('#0f6b3e');
    });
  }, 90_000);
});

describe('The changelog in the built Storybook', () => {
  it('renders packages/ui/CHANGELOG.md under « Journal des modifications », latest version first', async () => {
    const changelog = readFileSync(fileURLToPath(new URL('../../CHANGELOG.md', import.meta.url)), 'utf8');
    const latest = /^## (.+)$/m.exec(changelog)?.[1]?.trim();
    expect(latest).toBeTruthy();
    const id = docsId('Journal des modifications');
    expect(id).toBeDefined();
    await storybook.open(`/iframe.html?id=${id}&viewMode=docs`, async (page) => {
      await page
        .getByRole('heading', { level: 1, name: 'Journal des modifications' })
        .waitFor({ timeout: 30_000 });
      const versions = page.getByRole('heading', { level: 2 });
      await versions.first().waitFor();
      expect((await versions.first().textContent())?.trim()).toBe(latest);
      // The file's own title gives way to the page's.
      expect(await page.getByRole('heading', { name: '@admission/ui' }).count()).toBe(0);
    });
  }, 90_000);
});

describe('The manager of the built Storybook', () => {
  it('shows the institution’s name and mark, and its name in the tab', async () => {
    await storybook.open(`/?path=/docs/${docsId('Fondations')}`, async (page) => {
      const mark = page.getByRole('img', { name: brandTitle });
      await mark.waitFor({ timeout: 60_000 });
      expect(await mark.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
      expect(await page.getByRole('link', { name: brandTitle }).getAttribute('href')).toBe('./');
      await expect
        .poll(() => page.title(), { timeout: 30_000 })
        .toBe(`Système de conception / Fondations - Docs ⋅ ${brandTitle}`);
      // The tab's icon is the mark too.
      const icons = await page
        .locator('link[rel="icon"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(icons.at(-1)).toMatch(/^data:image\/svg\+xml/);
    });
  }, 120_000);
});
