import { useId, type ComponentType, type CSSProperties, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import * as icons from '../icons';
import { CheckIcon, ErrorIcon } from '../icons';
import { title as cardTitle } from '../components/Card/Card.css';
import { title as dialogTitle } from '../components/Dialog/Dialog.css';
import { title as pageTitle } from '../components/PageLayout/PageLayout.css';
import { title as blockTitle } from '../components/SupportContact/SupportContact.css';
import { darkTheme, lightTheme, systemTheme } from '../theme/themes.css';
import { darkShadows, fontSizes, lightShadows, type ThemeName } from '../theme/tokens';
import { themeVariables } from '../theme/variables';
import { vars } from '../theme/vars.css';
import { colourPairs, formatRatio, pairContrasts, type PairColour } from './colourPairs';
import type { ContrastGrade, ContrastKind } from './contrast';
import { themeTokens, tokensJson } from './themeTokens';
import { downloadSelectors, TokenDownloads, tokenFiles } from './TokenDownloads';

// The design foundations, drawn from the modules the stylesheet is built from (theme/tokens.ts for
// the values, the theme contract for the custom property names): what the code uses is what
// designers see. Each page's play function checks the page against the stylesheet itself.
// The Docs page is Foundations.mdx (each story once, and the token downloads).

const meta = {
  title: 'Fondations',
  // The story ids (and so the reference screenshots' names) from before the sidebar's sections.
  id: 'fondations',
  tags: ['!autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const themeLabels: Record<ThemeName, string> = { light: 'clair', dark: 'sombre' };
const themeClasses: Record<ThemeName, string> = { light: lightTheme, dark: darkTheme };

const cell: CSSProperties = {
  padding: '0.375rem 0.5rem',
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'middle',
};
const nowrap: CSSProperties = { ...cell, whiteSpace: 'nowrap' };
const headCell: CSSProperties = { ...cell, borderBottom: `2px solid ${vars.color.borderStrong}` };
const tableTitle: CSSProperties = { fontSize: vars.fontSize.lg, margin: '0 0 0.5rem' };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={{ marginBlockEnd: '2rem' }}>
      <h2 style={{ marginBlock: '0 0.75rem' }}>{title}</h2>
      {children}
    </section>
  );
}

/** A table that scrolls sideways on a phone rather than widen the page (focusable, so keyboards can). */
function Scroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be focusable
    <div role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto', maxWidth: '100%' }}>
      {children}
    </div>
  );
}

/**
 * A table named by a heading above it (outside the scrolling region, so it wraps on a phone), or,
 * under a section's heading that says it already, by a label.
 */
function Table({
  title,
  head,
  hiddenTitle = false,
  children,
}: {
  title: string;
  head: string[];
  hiddenTitle?: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <>
      {hiddenTitle ? null : (
        <h3 id={titleId} style={tableTitle}>
          {title}
        </h3>
      )}
      <Scroller label={title}>
        <table
          style={{ borderCollapse: 'collapse', width: '100%' }}
          {...(hiddenTitle ? { 'aria-label': title } : { 'aria-labelledby': titleId })}
        >
          <thead>
            <tr>
              {head.map((name) => (
                <th key={name} scope="col" style={headCell}>
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </Scroller>
    </>
  );
}

/** A cell's text that keeps its width (a table cell's own min-width is not honoured): the table scrolls. */
function Usage({ width, children }: { width: string; children: ReactNode }) {
  return <span style={{ display: 'block', minWidth: width }}>{children}</span>;
}

const swatch: CSSProperties = {
  display: 'inline-block',
  width: '2.5rem',
  height: '1.5rem',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  verticalAlign: 'middle',
};

const kindLabels: Record<ContrastKind, string> = {
  text: 'Texte, 4,5:1',
  large: 'Grand texte, 3:1',
  ui: 'Composant, 3:1',
};

/** `--adm-color-primary`, or for the hover shade what it is mixed from. */
function PairColourName({ colour }: { colour: PairColour }) {
  if (colour === 'primaryHover') {
    return (
      <>
        <code>{themeVariables.color.primary}</code> survolé
      </>
    );
  }
  return <code>{themeVariables.color[colour]}</code>;
}

/** The level in words and an icon, never in colour alone. */
function GradeMark({ grade }: { grade: ContrastGrade }) {
  const Icon = grade === 'échec' ? ErrorIcon : CheckIcon;
  return (
    <strong data-grade={grade} style={{ display: 'inline-flex', alignItems: 'center', gap: '0.25rem' }}>
      <Icon aria-hidden />
      {grade === 'échec' ? 'Échec' : grade}
    </strong>
  );
}

/** What the pair looks like: « Aa » for text, a boundary for a component or a focus ring. */
function PairPreview({
  foreground,
  background,
  kind,
}: {
  foreground: string;
  background: string;
  kind: ContrastKind;
}) {
  const box: CSSProperties = {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: '3.5rem',
    minHeight: '2rem',
    padding: '0.25rem 0.5rem',
    background,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.sm,
  };
  if (kind === 'ui') {
    return (
      <span style={box} aria-hidden>
        <span
          style={{ width: '1.75rem', height: '1rem', border: `3px solid ${foreground}`, borderRadius: '4px' }}
        />
      </span>
    );
  }
  return (
    <span
      style={{
        ...box,
        color: foreground,
        fontWeight: 700,
        fontSize: kind === 'large' ? vars.fontSize.xl : undefined,
      }}
      aria-hidden
    >
      Aa
    </span>
  );
}

/** One theme: its colour tokens, then the pairs the components draw with their contrast. */
function ThemeColours({ theme }: { theme: ThemeName }) {
  const label = themeLabels[theme];
  const tokens = themeTokens(theme).filter(({ token }) => token.startsWith('color.'));
  return (
    <section
      className={themeClasses[theme]}
      data-theme={theme}
      style={{ padding: '1rem', borderRadius: vars.radius.md, marginBlockEnd: '2rem' }}
    >
      <h2 style={{ marginBlock: '0 1rem' }}>Thème {label}</h2>
      <Table
        title={`Jetons de couleur du thème ${label}`}
        head={['Échantillon', 'Variable CSS', 'Valeur', 'Jeton']}
      >
        {tokens.map(({ token, variable, value }) => (
          <tr key={token} data-variable={variable}>
            <td style={cell}>
              <span style={{ ...swatch, background: value }} />
            </td>
            <td style={nowrap}>
              <code>{variable}</code>
            </td>
            <td style={nowrap}>
              <code data-value>{value}</code>
            </td>
            <td style={nowrap}>
              <code>{token}</code>
            </td>
          </tr>
        ))}
      </Table>
      <div style={{ blockSize: '1.5rem' }} />
      {/* What a phone shows first, before scrolling sideways: the pair, its ratio and its level. */}
      <Table
        title={`Contrastes des paires utilisées, thème ${label}`}
        head={['Aperçu', 'Rapport', 'Niveau', 'Usage', 'Exigence', 'Premier plan', 'Arrière-plan']}
      >
        {pairContrasts(theme).map((pair) => (
          <tr key={`${pair.foreground}-${pair.background}-${pair.kind}`} data-pair>
            <td style={cell}>
              <PairPreview
                foreground={pair.foregroundValue}
                background={pair.backgroundValue}
                kind={pair.kind}
              />
            </td>
            <td style={{ ...nowrap, fontVariantNumeric: 'tabular-nums' }}>{formatRatio(pair.ratio)}</td>
            <td style={nowrap}>
              <GradeMark grade={pair.grade} />
            </td>
            <td style={cell}>
              <Usage width="14rem">{pair.usage}</Usage>
            </td>
            <td style={nowrap}>{kindLabels[pair.kind]}</td>
            <td style={nowrap}>
              <PairColourName colour={pair.foreground} />
              <br />
              <code>{pair.foregroundValue}</code>
            </td>
            <td style={nowrap}>
              <PairColourName colour={pair.background} />
              <br />
              <code>{pair.backgroundValue}</code>
            </td>
          </tr>
        ))}
      </Table>
    </section>
  );
}

/** The value of each custom property in `element`'s scope, as the stylesheet sets it. */
const cssValue = (element: Element, variable: string) =>
  getComputedStyle(element).getPropertyValue(variable).trim();

/**
 * Both themes, each drawn in its own scope: every colour variable with its value, and the contrast
 * of each pair the components draw (text on background, text on surface, onPrimary on primary and
 * on its hover shade, badges, alerts, focus ring, field borders...), with its WCAG level.
 */
export const Colours: Story = {
  name: 'Couleurs',
  render: () => (
    <>
      <h1>Couleurs</h1>
      <p style={{ maxWidth: '48rem' }}>
        {
          'Rapports de contraste WCAG\u00a02.2 des paires que dessinent les composants. Exigences\u00a0: 4,5:1 pour le texte (AA) et 7:1 (AAA)\u202f; 3:1 pour le grand texte, les bordures des champs, les icônes qui portent un sens et l’anneau de focus.'
        }
      </p>
      <ThemeColours theme="light" />
      <ThemeColours theme="dark" />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // One table of tokens and one of pairs per theme, nothing drawn twice.
    await expect(canvas.getAllByRole('table')).toHaveLength(4);
    for (const theme of ['light', 'dark'] as const) {
      const scope = canvasElement.querySelector(`section[data-theme="${theme}"]`)!;
      const tokens = themeTokens(theme).filter(({ token }) => token.startsWith('color.'));
      const rows = scope.querySelectorAll('tr[data-variable]');
      // Every colour variable of the contract, named and valued as the stylesheet sets it in this
      // theme's scope (the hover mix too, which theme/tokens.ts does not hold).
      await expect(rows).toHaveLength(Object.keys(themeVariables.color).length);
      await expect(tokens).toHaveLength(rows.length);
      for (const row of Array.from(rows)) {
        const variable = row.getAttribute('data-variable')!;
        await expect(row.querySelector('[data-value]')!.textContent, `${theme} ${variable}`).toBe(
          cssValue(scope, variable),
        );
      }
      // Every pair is shown, and meets AA at least.
      await expect(scope.querySelectorAll('tr[data-pair]')).toHaveLength(colourPairs.length);
      await expect(scope.querySelectorAll('[data-grade="échec"]')).toHaveLength(0);
    }
  },
};

const px = (rem: string) => Number.parseFloat(rem) * 16;

/** The weights the components use (no token: each style sets its own). */
const weights = [
  { weight: 400, name: 'Normale', usage: 'Texte courant' },
  { weight: 500, name: 'Moyenne', usage: 'Liens, entrées du menu du personnel' },
  { weight: 600, name: 'Demi-gras', usage: 'Libellés, boutons, badges, onglets, termes des listes' },
  { weight: 700, name: 'Gras', usage: 'Titres, notes, score, compte à rebours' },
];

/** The line heights the components use (no token either). */
const lineHeights = [
  { value: 'normal', label: 'Normal', usage: 'Texte courant (celui du navigateur, environ 1,2)' },
  { value: '1.2', label: '1,2', usage: 'Titres de page' },
  { value: '1.25', label: '1,25', usage: 'Boutons, titre du justificatif' },
  { value: '1.3', label: '1,3', usage: 'Titres de carte' },
  { value: '1.5', label: '1,5', usage: 'Badges de statut' },
];

/**
 * Each heading level with the style that draws it in the components (the specimen carries the
 * component's own class, so what is shown is what is drawn).
 */
const headings = [
  {
    level: 1,
    className: pageTitle,
    size: 'xxl',
    lineHeight: 1.2,
    usage: 'Titre de la page (pages publiques, tableaux de bord, listes du personnel)',
  },
  {
    level: 2,
    className: dialogTitle,
    size: 'xl',
    lineHeight: null,
    usage: 'Titre d’un dialogue, d’une section du tableau de bord',
  },
  {
    level: 3,
    className: cardTitle,
    size: 'lg',
    lineHeight: 1.3,
    usage: 'Titre d’une carte (h2 ou h3 selon la page)',
  },
  {
    level: 4,
    className: blockTitle,
    size: 'md',
    lineHeight: null,
    usage: 'Titre d’un bloc (contacts du support, alertes)',
  },
] as const;

const specimen = 'Candidature soumise le 8 juillet 2025';

/** Sizes, weights, line heights, the heading of each level and the font stacks (system fonts only). */
export const Typography: Story = {
  name: 'Typographie',
  render: () => (
    <>
      <h1>Typographie</h1>
      <Section title="Tailles">
        <Table hiddenTitle title="Échelle des tailles" head={['Variable CSS', 'Jeton', 'Valeur', 'Exemple']}>
          {Object.entries(fontSizes).map(([token, size]) => (
            <tr key={token} data-size={token}>
              <td style={nowrap}>
                <code>{themeVariables.fontSize[token as keyof typeof fontSizes]}</code>
              </td>
              <td style={nowrap}>
                <code>fontSize.{token}</code>
              </td>
              <td style={{ ...cell, whiteSpace: 'nowrap' }}>
                {size} ({px(size)}
                {'\u00a0'}px)
              </td>
              <td style={{ ...cell, fontSize: size }}>{specimen}</td>
            </tr>
          ))}
        </Table>
      </Section>
      <Section title="Titres">
        <Table
          hiddenTitle
          title="Niveaux de titre"
          head={['Niveau', 'Taille', 'Graisse', 'Interligne', 'Usage', 'Exemple']}
        >
          {headings.map(({ level, className, size, lineHeight, usage }) => {
            const Heading = `h${level}` as const;
            return (
              <tr key={level} data-heading={level}>
                <td style={cell}>
                  <code>h{level}</code>
                </td>
                <td style={{ ...cell, whiteSpace: 'nowrap' }}>
                  <code>{themeVariables.fontSize[size]}</code> ({px(fontSizes[size])}
                  {'\u00a0'}px)
                </td>
                <td style={cell}>700</td>
                <td style={cell}>{lineHeight === null ? 'Normal' : String(lineHeight).replace('.', ',')}</td>
                <td style={cell}>
                  <Usage width="12rem">{usage}</Usage>
                </td>
                <td style={cell}>
                  {/* A specimen, not a heading of this page: hidden from assistive technology. */}
                  <Heading className={className} aria-hidden data-specimen>
                    Mes candidatures
                  </Heading>
                </td>
              </tr>
            );
          })}
        </Table>
      </Section>
      <Section title="Graisses">
        <Table hiddenTitle title="Graisses en usage" head={['Graisse', 'Nom', 'Usage', 'Exemple']}>
          {weights.map(({ weight, name, usage }) => (
            <tr key={weight}>
              <td style={cell}>{weight}</td>
              <td style={cell}>{name}</td>
              <td style={cell}>
                <Usage width="12rem">{usage}</Usage>
              </td>
              <td style={{ ...cell, fontWeight: weight }}>{specimen}</td>
            </tr>
          ))}
        </Table>
      </Section>
      <Section title="Interlignes">
        <Table hiddenTitle title="Interlignes en usage" head={['Interligne', 'Usage', 'Exemple']}>
          {lineHeights.map(({ value, label, usage }) => (
            <tr key={value}>
              <td style={cell}>{label}</td>
              <td style={cell}>
                <Usage width="12rem">{usage}</Usage>
              </td>
              <td style={{ ...cell, lineHeight: value, maxWidth: '14rem' }}>
                <span style={{ display: 'block', background: vars.color.surfaceMuted }}>
                  Deux lignes de texte pour voir l’interligne à l’œuvre
                </span>
              </td>
            </tr>
          ))}
        </Table>
      </Section>
      <Section title="Polices">
        <p style={{ marginBlock: '0 0.5rem' }}>Polices du système uniquement, aucune n’est téléchargée.</p>
        {Object.entries(themeVariables.font).map(([token, variable]) => (
          <p key={token} style={{ fontFamily: `var(${variable})`, margin: '0 0 0.5rem' }}>
            <code>{variable}</code>
            {'\u00a0: '}
            {specimen}
          </p>
        ))}
      </Section>
    </>
  ),
  play: async ({ canvasElement }) => {
    const sizes = Object.values(fontSizes).map(px);
    // A scale: every step larger than the one before.
    await expect([...sizes].sort((a, b) => a - b)).toEqual(sizes);
    await expect(canvasElement.querySelectorAll('tr[data-size]')).toHaveLength(sizes.length);
    // Each heading as the components draw it: the size of its token, bold, its line height.
    for (const { level, size, lineHeight } of headings) {
      const heading = canvasElement.querySelector(`tr[data-heading="${level}"] [data-specimen]`)!;
      const style = getComputedStyle(heading);
      await expect(style.fontSize, `h${level}`).toBe(`${px(fontSizes[size])}px`);
      await expect(style.fontWeight, `h${level}`).toBe('700');
      if (lineHeight === null) await expect(style.lineHeight, `h${level}`).toBe('normal');
      else await expect(Number.parseFloat(style.lineHeight)).toBeCloseTo(px(fontSizes[size]) * lineHeight, 1);
    }
  },
};

/** Spacing, radii and shadows, each with its custom property, drawn in the current theme. */
export const SpacingRadiiShadows: Story = {
  name: 'Espacements, arrondis et ombres',
  render: () => (
    <>
      <h1>Espacements, arrondis et ombres</h1>
      <Section title="Espacements">
        {themeTokens('light')
          .filter(({ token }) => token.startsWith('space.'))
          .map(({ variable, value }) => (
            <div
              key={variable}
              data-space={variable}
              style={{ display: 'flex', alignItems: 'center', gap: '1rem', marginBlockEnd: '0.5rem' }}
            >
              <code style={{ minWidth: '8.5rem' }}>{variable}</code>
              <span
                style={{
                  display: 'inline-block',
                  width: `var(${variable})`,
                  height: '1rem',
                  background: vars.color.primary,
                }}
              />
              <span>
                {value} ({px(value)}
                {'\u00a0'}px)
              </span>
            </div>
          ))}
      </Section>
      <Section title="Arrondis">
        <div style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
          {themeTokens('light')
            .filter(({ token }) => token.startsWith('radius.'))
            .map(({ variable, value }) => (
              <div
                key={variable}
                data-radius={variable}
                style={{
                  width: '9.5rem',
                  height: '4.5rem',
                  borderRadius: `var(${variable})`,
                  border: `2px solid ${vars.color.borderStrong}`,
                  display: 'grid',
                  placeItems: 'center',
                  textAlign: 'center',
                }}
              >
                <span>
                  <code>{variable}</code>
                  <br />
                  {value}
                </span>
              </div>
            ))}
        </div>
      </Section>
      <Section title="Ombres">
        <div style={{ display: 'flex', gap: '1.5rem', flexWrap: 'wrap', marginBlockEnd: '1rem' }}>
          {Object.values(themeVariables.shadow).map((variable) => (
            <div
              key={variable}
              style={{
                width: '12rem',
                height: '5rem',
                boxShadow: `var(${variable})`,
                background: vars.color.surface,
                display: 'grid',
                placeItems: 'center',
                borderRadius: vars.radius.md,
              }}
            >
              <code>{variable}</code>
            </div>
          ))}
        </div>
        <Table hiddenTitle title="Valeurs des ombres" head={['Variable CSS', 'Thème clair', 'Thème sombre']}>
          {Object.entries(themeVariables.shadow).map(([token, variable]) => (
            <tr key={token}>
              <td style={nowrap}>
                <code>{variable}</code>
              </td>
              <td style={nowrap}>
                <code>{lightShadows[token as keyof typeof lightShadows]}</code>
              </td>
              <td style={nowrap}>
                <code>{darkShadows[token as keyof typeof darkShadows]}</code>
              </td>
            </tr>
          ))}
        </Table>
      </Section>
    </>
  ),
  play: async ({ canvasElement }) => {
    const spaces = canvasElement.querySelectorAll('[data-space]');
    await expect(spaces).toHaveLength(Object.keys(themeVariables.space).length);
    for (const row of Array.from(spaces)) {
      // The bar is as wide as the variable says.
      const bar = row.querySelector('span')!;
      const variable = row.getAttribute('data-space')!;
      await expect(`${bar.getBoundingClientRect().width / 16}rem`).toBe(cssValue(row, variable));
    }
    await expect(canvasElement.querySelectorAll('[data-radius]')).toHaveLength(
      Object.keys(themeVariables.radius).length,
    );
  },
};

const iconEntries = Object.entries(icons).filter(
  ([name, value]) => name.endsWith('Icon') && typeof value === 'function',
) as [string, ComponentType<{ 'aria-hidden'?: boolean }>][];

/** Every icon of the package, with the name to import. */
export const Icons: Story = {
  name: 'Icônes',
  render: () => (
    <>
      <h1>Icônes</h1>
      <ul
        style={{
          listStyle: 'none',
          padding: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
          gap: '1rem',
        }}
      >
        {iconEntries.map(([name, Icon]) => (
          <li key={name} style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
            <Icon aria-hidden />
            <code>{name}</code>
          </li>
        ))}
      </ul>
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(iconEntries.length).toBeGreaterThan(20);
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(iconEntries.length);
    await expect(canvasElement.querySelectorAll('li svg')).toHaveLength(iconEntries.length);
  },
};

/** The custom properties the stylesheet sets on `selector` (a rule of its own, as vanilla-extract writes it). */
function stylesheetVariables(selector: string): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (!(rule instanceof CSSStyleRule) || rule.selectorText !== selector) continue;
      for (const name of Array.from(rule.style)) {
        if (name.startsWith('--adm-')) variables[name] = rule.style.getPropertyValue(name).trim();
      }
    }
  }
  return variables;
}

/** `{ ':root': { '--adm-…': '…' }, … }` from the downloadable stylesheet. */
function parseVariables(css: string): Record<string, Record<string, string>> {
  const blocks: Record<string, Record<string, string>> = {};
  for (const [, selector, body] of css.matchAll(/([^{}/]+?)\s*\{([^}]*)\}/g)) {
    blocks[selector!.trim()] = Object.fromEntries(
      [...body!.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name, value!.trim()]),
    );
  }
  return blocks;
}

const fileText = (link: HTMLAnchorElement) => decodeURIComponent(link.href.slice(link.href.indexOf(',') + 1));

/**
 * The tokens to download, for design tools and other stacks: JSON (both themes, each token with its
 * custom property and value) and CSS (the light theme on `:root`, the dark on its class), written
 * from the tokens module when the page is drawn.
 */
export const Tokens: Story = {
  name: 'Jetons',
  render: () => (
    <>
      <h1>Jetons</h1>
      <p style={{ maxWidth: '48rem' }}>
        {
          'Les jetons des deux thèmes, tirés du module qui construit la feuille de style publiée (@admission/ui/styles.css)\u00a0: chaque jeton avec sa variable CSS et sa valeur.'
        }
      </p>
      <TokenDownloads />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const jsonLink = canvas.getByRole('link', { name: tokenFiles.json.label }) as HTMLAnchorElement;
    const cssLink = canvas.getByRole('link', { name: tokenFiles.css.label }) as HTMLAnchorElement;
    await expect(jsonLink.download).toBe(tokenFiles.json.fileName);
    await expect(cssLink.download).toBe(tokenFiles.css.fileName);

    // The JSON: both themes, every variable of the contract with the value of theme/tokens.ts.
    await expect(fileText(jsonLink)).toBe(tokensJson(downloadSelectors));
    const json = JSON.parse(fileText(jsonLink)) as {
      themes: Record<ThemeName, Record<string, Record<string, { variable: string; value: string }>>>;
    };
    for (const theme of ['light', 'dark'] as const) {
      for (const { token, variable, value } of themeTokens(theme)) {
        const [group, key] = token.split('.') as [string, string];
        await expect(json.themes[theme][group]?.[key]).toEqual({ variable, value });
      }
    }

    // The CSS: the very variables the published stylesheet sets, theme by theme.
    const blocks = parseVariables(fileText(cssLink));
    await expect(Object.keys(blocks)).toEqual([':root', `.${darkTheme}`]);
    await expect(blocks[':root']).toEqual(stylesheetVariables(`:root, .${lightTheme}, .${systemTheme}`));
    await expect(blocks[`.${darkTheme}`]).toEqual(stylesheetVariables(`.${darkTheme}`));
    await expect(Object.keys(blocks[':root']!)).toHaveLength(themeTokens('light').length);
  },
};
