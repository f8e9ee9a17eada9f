// What the Foundations page computes and promises (src/docs): the WCAG contrast maths, every
// colour pair the components draw at AA at least in both themes (the real guarantee: the page only
// shows it), and the token files written from the tokens module.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { colourPairs, formatRatio, pairColour, pairContrasts } from '../../src/docs/colourPairs';
import {
  contrastGrade,
  contrastRatio,
  mixSrgb,
  relativeLuminance,
  srgbChannels,
  toHex,
} from '../../src/docs/contrast';
import { themeTokens, themeValues, tokensCss, tokensJson } from '../../src/docs/themeTokens';
import { darkColors, fontSizes, lightColors, lightShadows, spaces } from '../../src/theme/tokens';
import { themeVariables } from '../../src/theme/variables';

describe('WCAG contrast', () => {
  it('gives the relative luminance of black, white and a grey', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(relativeLuminance('#777777')).toBeCloseTo(0.1845, 4);
  });

  it('gives known ratios, whichever colour comes first', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#000000')).toBe(21);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#0f6b3e', '#0f6b3e')).toBe(1);
  });

  it('reads the colours a browser gives back', () => {
    expect(srgbChannels('#fff')).toEqual([1, 1, 1]);
    expect(srgbChannels('rgb(255, 0, 51)')).toEqual([1, 0, 0.2]);
    expect(srgbChannels('color(srgb 0.5 0.25 1)')).toEqual([0.5, 0.25, 1]);
    expect(() => srgbChannels('papayawhip')).toThrow(/Unknown colour/);
  });

  it('mixes as color-mix(in srgb) does, and writes #rrggbb', () => {
    expect(toHex(mixSrgb('#ffffff', '#000000', 0.8))).toBe('#cccccc');
    expect(toHex(mixSrgb('#0f6b3e', '#000000', 0.8))).toBe('#0c5632');
  });

  it('grades text at 4.5:1 and 7:1, large text at 3:1 and 4.5:1, components at 3:1', () => {
    expect(contrastGrade(4.49, 'text')).toBe('échec');
    expect(contrastGrade(4.5, 'text')).toBe('AA');
    expect(contrastGrade(7, 'text')).toBe('AAA');
    expect(contrastGrade(2.99, 'large')).toBe('échec');
    expect(contrastGrade(3, 'large')).toBe('AA');
    expect(contrastGrade(4.5, 'large')).toBe('AAA');
    expect(contrastGrade(2.99, 'ui')).toBe('échec');
    expect(contrastGrade(21, 'ui')).toBe('AA');
  });

  it('never rounds a ratio up', () => {
    expect(formatRatio(4.4999)).toBe('4,49:1');
    expect(formatRatio(21)).toBe('21,00:1');
  });
});

describe('The colour pairs the components draw', () => {
  it('include the pairs the audit named', () => {
    const named = colourPairs.map(({ foreground, background }) => `${foreground} on ${background}`);
    for (const pair of [
      'text on background',
      'text on surface',
      'textMuted on surface',
      'onPrimary on primary',
      'onPrimary on primaryHover',
      'danger on surface',
      'info on background',
      'focus on background',
      'warning on warningSurface',
    ]) {
      expect(named).toContain(pair);
    }
  });

  it('measure onPrimary on the primary colour itself, not on the page', () => {
    const light = pairContrasts('light').find(
      ({ foreground, background }) => foreground === 'onPrimary' && background === 'primary',
    )!;
    expect(light.ratio).toBeCloseTo(contrastRatio(lightColors.onPrimary, lightColors.primary), 10);
    expect(light.ratio).toBeGreaterThan(6);
  });

  it('draw the hover shade as Button.css.ts mixes it: 80 % primary, 20 % hover mix', () => {
    expect(pairColour('light', 'primaryHover')).toBe(mixSrgb(lightColors.primary, '#000000', 0.8));
    expect(pairColour('dark', 'primaryHover')).toBe(mixSrgb(darkColors.primary, '#ffffff', 0.8));
  });

  it.each(['light', 'dark'] as const)('meet WCAG AA at least, every one, in the %s theme', (theme) => {
    const failures = pairContrasts(theme)
      .filter(({ grade }) => grade === 'échec')
      .map(({ foreground, background, ratio }) => `${foreground} on ${background}: ${ratio.toFixed(2)}`);
    expect(failures).toEqual([]);
    expect(pairContrasts(theme)).toHaveLength(colourPairs.length);
  });
});

describe('The token files', () => {
  const selectors = { light: ':root', dark: '.adm-theme-dark' };
  const leaves = Object.values(themeVariables).flatMap((group) => Object.values(group));

  it('name every variable of the theme contract, as the stylesheet does', () => {
    for (const theme of ['light', 'dark'] as const) {
      const tokens = themeTokens(theme);
      expect(tokens.map(({ variable }) => variable)).toEqual(leaves);
    }
    const light = themeTokens('light');
    expect(light.find(({ token }) => token === 'color.surfaceMuted')?.variable).toBe(
      '--adm-color-surface-muted',
    );
    expect(light.find(({ token }) => token === 'fontSize.xxl')?.variable).toBe('--adm-font-size-xxl');
  });

  it('hold the values of theme/tokens.ts', () => {
    const value = (theme: 'light' | 'dark', token: string) =>
      themeTokens(theme).find((entry) => entry.token === token)?.value;
    for (const [key, colour] of Object.entries(lightColors))
      expect(value('light', `color.${key}`)).toBe(colour);
    for (const [key, colour] of Object.entries(darkColors))
      expect(value('dark', `color.${key}`)).toBe(colour);
    for (const [key, size] of Object.entries(fontSizes)) expect(value('dark', `fontSize.${key}`)).toBe(size);
    for (const [key, space] of Object.entries(spaces)) expect(value('light', `space.${key}`)).toBe(space);
    expect(value('light', 'shadow.card')).toBe(lightShadows.card);
    expect(value('light', 'color.hoverMix')).toBe(themeValues.light.color.hoverMix);
  });

  it('write the JSON: both themes, each token with its variable and value', () => {
    const json = JSON.parse(tokensJson(selectors)) as {
      themes: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(json.themes)).toEqual(['light', 'dark']);
    expect(json.themes.light!.selector).toBe(':root');
    expect(json.themes.dark!.color).toMatchObject({
      onPrimary: { variable: '--adm-color-on-primary', value: darkColors.onPrimary },
    });
  });

  it('write the CSS: the light theme on :root, the dark on its class', () => {
    const css = tokensCss(selectors);
    expect(css).toContain(`:root {\n  --adm-color-background: ${lightColors.background};`);
    expect(css).toContain(`.adm-theme-dark {\n  --adm-color-background: ${darkColors.background};`);
    expect(css.match(/--adm-[\w-]+:/g)).toHaveLength(leaves.length * 2);
  });
});

describe('The brand mark in the manager', () => {
  it('is the portal’s mark, SchoolIcon, path for path', () => {
    const read = (path: string) => readFileSync(fileURLToPath(new URL(path, import.meta.url)), 'utf8');
    const iconPaths = [...read('../../src/icons/SchoolIcon.tsx').matchAll(/d="([^"]+)"/g)].map(([, d]) => d);
    const brand = read('../../../../.storybook/brand.ts');
    expect(iconPaths.length).toBeGreaterThan(0);
    for (const d of iconPaths) expect(brand).toContain(`'${d}'`);
  });
});
