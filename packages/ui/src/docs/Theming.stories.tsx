import type { CSSProperties } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ThemeProvider, useTheme } from '../components/ThemeProvider/ThemeProvider';
import { Button } from '../components/Button/Button';
import { Dialog } from '../components/Dialog/Dialog';
import { Spinner } from '../components/Spinner/Spinner';
import { Tabs } from '../components/Tabs/Tabs';
import { TextField } from '../components/TextField/TextField';
import { ToastProvider, useToast } from '../components/Toast/Toast';
import { darkTheme, lightTheme, systemTheme } from '../theme/themes.css';
import { darkColors, lightColors } from '../theme/tokens';
import { backAtRest } from '../testing/rest';
import { contrastRatio, srgbChannels } from './contrast';

// The theming contract at work: one custom property rebrands the components, a theme scope themes
// a part of a page on its own (no class on <html>), and what opens from inside it (dialogs,
// toasts) is drawn in it.

const meta = {
  title: 'Habillage',
  // The story ids (and so the reference screenshots' names) from before the sidebar's sections.
  id: 'habillage',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const BRAND = '#1565c0';
const TEXT_MIN = 4.5;

const background = (element: Element) => getComputedStyle(element).backgroundColor;
/** `rgb(21, 101, 192)` and `#1565c0` are the same colour. */
const sameColour = (a: string, b: string) =>
  srgbChannels(a).every((channel, index) => Math.abs(channel - srgbChannels(b)[index]!) < 1 / 255);

/** The background of `element`'s own `:hover` rule (as written, `var()`s unresolved). */
function hoverRule(element: Element): string | undefined {
  const classes = [...element.classList].map((name) => `.${name}:hover`);
  for (const sheet of Array.from(element.ownerDocument.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (!(rule instanceof CSSStyleRule)) continue;
      if (!classes.some((name) => rule.selectorText.includes(name))) continue;
      const value =
        rule.style.getPropertyValue('background') || rule.style.getPropertyValue('background-color');
      if (value) return value;
    }
  }
  return undefined;
}

/** The brand, as set on each sample: alone in the light theme; with its text and hover in the dark. */
const lightBrand = { '--adm-color-primary': BRAND } as CSSProperties;
const darkBrand = {
  '--adm-color-primary': BRAND,
  '--adm-color-on-primary': '#ffffff',
  '--adm-color-hover-mix': '#000000',
} as CSSProperties;

function Sample({ testId, label, style }: { testId: string; label: string; style: CSSProperties }) {
  return (
    <div
      data-testid={testId}
      style={{ ...style, padding: '1rem', display: 'grid', gap: '1rem', justifyItems: 'start' }}
    >
      <p style={{ margin: 0 }}>
        {label}
        {Object.keys(style).length > 0 ? (
          <>
            {' '}
            <code>
              {Object.entries(style)
                .map(([name, value]) => `${name}: ${String(value)}`)
                .join('; ')}
            </code>
          </>
        ) : null}
      </p>
      <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
        <Button>Enregistrer</Button>
        <Button variant="secondary">Annuler</Button>
      </div>
      <Tabs
        label="Mon espace"
        items={[
          { value: 'cours', label: 'Mes cours', content: <p>Aucun cours pour le moment.</p> },
          { value: 'notes', label: 'Mes notes', content: <p>Aucune note pour le moment.</p> },
        ]}
      />
      <Spinner label="Chargement…" />
    </div>
  );
}

/**
 * In the sample `testId`: the primary button and the active tab are the brand, its text reads at
 * 4.5:1, and the hover shade is derived from the brand (not the default green) with more contrast.
 * A synthetic hover does not match :hover: the button's own :hover rule is read from the
 * stylesheets and drawn on a probe in the sample, with the same custom properties.
 */
async function expectBrand(canvasElement: HTMLElement, testId: string) {
  const sample = within(within(canvasElement).getByTestId(testId));
  const primary = sample.getByRole('button', { name: 'Enregistrer' });
  await expect(background(primary), testId).toBe('rgb(21, 101, 192)');
  const activeTab = sample.getByRole('tab', { name: 'Mes cours' });
  await expect(sameColour(getComputedStyle(activeTab).borderBottomColor, BRAND), testId).toBe(true);
  const onPrimary = getComputedStyle(primary).color;
  await expect(contrastRatio(BRAND, onPrimary), testId).toBeGreaterThanOrEqual(TEXT_MIN);

  const rule = hoverRule(primary);
  await expect(rule, 'the primary button has a :hover background').toBeTruthy();
  await expect(rule).toContain('--adm-color-primary');
  const probe = document.createElement('span');
  probe.style.background = rule!;
  sample.getByText(/Thème/).append(probe);
  const hover = background(probe);
  probe.remove();
  await expect(hover).not.toBe('rgb(21, 101, 192)');
  const [red, green, blue] = srgbChannels(hover);
  await expect(blue, testId).toBeGreaterThan(red + green / 2);
  await expect(contrastRatio(hover, onPrimary), testId).toBeGreaterThan(contrastRatio(BRAND, onPrimary));
}

/**
 * `--adm-color-primary: #1565c0` on a wrapper: the primary button, the active tab and the spinner
 * follow it, and so does the button's hover shade (mixed from it with `color-mix()`). In the dark
 * theme (dark text on primary by default), a dark brand also sets its text and hover mix (README,
 * « Theming »).
 */
export const BrandOverride: Story = {
  name: 'Couleur de l’établissement',
  render: () => (
    <>
      <ThemeProvider theme="light">
        <Sample testId="light" label="Thème clair" style={lightBrand} />
      </ThemeProvider>
      <ThemeProvider theme="dark">
        <Sample testId="dark" label="Thème sombre" style={darkBrand} />
      </ThemeProvider>
    </>
  ),
  play: async ({ canvasElement }) => {
    for (const testId of ['light', 'dark']) await expectBrand(canvasElement, testId);
  },
};

const themeLabels = { light: 'Thème clair', dark: 'Thème sombre', system: 'Thème du système' };

/** The README's app-wide recipe, as is: the brand on every scope, in a stylesheet after ours. */
const appWideBrand = `
:root,
.adm-theme-light,
.adm-theme-system {
  --adm-color-primary: #1565c0;
}
.adm-theme-dark {
  --adm-color-primary: #1565c0;
  --adm-color-on-primary: #ffffff;
  --adm-color-hover-mix: #000000;
}
@media (prefers-color-scheme: dark) {
  .adm-theme-system {
    --adm-color-on-primary: #ffffff;
    --adm-color-hover-mix: #000000;
  }
}
`;

/**
 * The README's stylesheet for a whole app: every scope (light, dark, system) takes the brand, each
 * with a readable text and hover.
 */
export const BrandOverrideAppWide: Story = {
  name: 'Couleur de l’établissement dans toute l’application',
  render: () => (
    <>
      <style>{appWideBrand}</style>
      {(['light', 'dark', 'system'] as const).map((theme) => (
        <ThemeProvider key={theme} theme={theme}>
          <Sample testId={theme} label={themeLabels[theme]} style={{}} />
        </ThemeProvider>
      ))}
    </>
  ),
  play: async ({ canvasElement }) => {
    for (const testId of ['light', 'dark', 'system']) await expectBrand(canvasElement, testId);
  },
};

function ToastButton() {
  const toast = useToast();
  return (
    <Button
      variant="secondary"
      onClick={() => toast.show({ tone: 'info', description: 'Brouillon enregistré.' })}
    >
      Afficher une notification
    </Button>
  );
}

/**
 * A dark scope inside a page that has no theme class on `<html>` (the play function takes it off):
 * the field is on the dark surface in the system font, and the dialog and the toast opened there
 * are drawn inside the scope, dark too.
 */
export const DarkScopeInAPageWithoutTheme: Story = {
  name: 'Zone sombre dans une page sans thème',
  render: () => (
    <ThemeProvider theme="dark" className="scope">
      <ToastProvider>
        <div style={{ padding: '1rem', display: 'grid', gap: '1rem', justifyItems: 'start' }}>
          <TextField label="E-mail" name="email" type="email" autoComplete="email" />
          <Dialog title="Documents joints" trigger={<Button variant="secondary">Voir les documents</Button>}>
            <p style={{ margin: 0 }}>Carte d’identité</p>
          </Dialog>
          <ToastButton />
        </div>
      </ToastProvider>
    </ThemeProvider>
  ),
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    const removed = [lightTheme, darkTheme, systemTheme].filter((name) => root.classList.contains(name));
    root.classList.remove(...removed);
    try {
      const canvas = within(canvasElement);
      const body = within(canvasElement.ownerDocument.body);
      const scope = canvasElement.querySelector('.scope')!;
      await expect(scope).not.toBeNull();
      // The page itself is light (the default theme on :root), the scope dark.
      await expect(sameColour(background(root.ownerDocument.body), lightColors.background)).toBe(true);
      await expect(sameColour(background(scope), darkColors.background)).toBe(true);
      await expect(getComputedStyle(scope).colorScheme).toBe('dark');

      const field = canvas.getByLabelText('E-mail');
      await expect(sameColour(background(field), darkColors.surface)).toBe(true);
      await expect(sameColour(getComputedStyle(field).color, darkColors.text)).toBe(true);
      for (const element of [scope, field]) {
        const font = getComputedStyle(element).fontFamily;
        // The theme's stack (system fonts, sans-serif last), not the browser's serif default.
        await expect(font).toContain('system-ui');
        await expect(font.trim().endsWith('sans-serif')).toBe(true);
      }

      await userEvent.click(canvas.getByRole('button', { name: 'Voir les documents' }));
      const dialog = await body.findByRole('dialog', { name: 'Documents joints' });
      await expect(scope.contains(dialog)).toBe(true);
      await expect(sameColour(background(dialog), darkColors.surface)).toBe(true);
      await expect(getComputedStyle(dialog).fontFamily).toContain('system-ui');
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());

      await userEvent.click(canvas.getByRole('button', { name: 'Afficher une notification' }));
      const message = await body.findByText('Brouillon enregistré.');
      const toast = message.closest('li')!;
      await expect(scope.contains(toast)).toBe(true);
      await expect(sameColour(background(toast), darkColors.surface)).toBe(true);
      // The toast stays in view; the button that opened it does not keep the focus ring.
      backAtRest();
    } finally {
      root.classList.add(...removed);
    }
  },
};

function ThemeName() {
  return <p data-testid="theme-name">{useTheme()}</p>;
}

/**
 * `theme="system"`: light or dark after the device's `prefers-color-scheme`, in CSS (right from the
 * first paint, prerendered pages too) and in `useTheme()`.
 */
export const SystemTheme: Story = {
  name: 'Thème du système',
  render: () => (
    <ThemeProvider theme="system" className="scope">
      <div style={{ padding: '1rem' }}>
        <ThemeName />
        <TextField label="Nom" name="name" autoComplete="family-name" />
      </div>
    </ThemeProvider>
  ),
  play: async ({ canvasElement }) => {
    const dark = window.matchMedia('(prefers-color-scheme: dark)').matches;
    const scope = canvasElement.querySelector('.scope')!;
    await expect(scope.classList.contains(systemTheme)).toBe(true);
    await expect(within(canvasElement).getByTestId('theme-name')).toHaveTextContent(dark ? 'dark' : 'light');
    // This browser shows one of the two cases; the other is in the stylesheet: under a dark
    // preference, the system scope takes the dark theme's values.
    const darkRule = Array.from(document.styleSheets)
      .flatMap((sheet) => Array.from(sheet.cssRules))
      .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule)
      .filter((rule) => rule.conditionText.includes('prefers-color-scheme: dark'))
      .flatMap((rule) => Array.from(rule.cssRules))
      .find(
        (rule): rule is CSSStyleRule =>
          rule instanceof CSSStyleRule && rule.selectorText === `.${systemTheme}`,
      );
    await expect(darkRule?.style.getPropertyValue('--adm-color-background').trim()).toBe(
      darkColors.background,
    );
    await expect(darkRule?.style.getPropertyValue('--adm-color-surface').trim()).toBe(darkColors.surface);
    const colours = dark ? darkColors : lightColors;
    await expect(sameColour(background(scope), colours.background)).toBe(true);
    await expect(sameColour(background(within(canvasElement).getByLabelText('Nom')), colours.surface)).toBe(
      true,
    );
  },
};
