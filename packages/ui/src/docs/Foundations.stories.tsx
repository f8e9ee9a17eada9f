import type { ComponentType, CSSProperties, ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import * as icons from '../icons';
import {
  darkColors,
  darkShadows,
  fontSizes,
  fontStacks,
  lightColors,
  lightShadows,
  radii,
  spaces,
} from '../theme/tokens';
import { darkTheme, lightTheme } from '../theme/themes.css';
import { contrastRatio } from './contrast';

// The design foundations, drawn from the tokens themselves (theme/tokens.ts): what the code uses is
// what designers see. Each page's play function checks what the tokens promise.

const meta = {
  title: 'Foundations',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

type Colours = Record<string, string>;

/** Colours that carry text or meaning on the page, and the contrast they must reach (WCAG AA). */
const TEXT_MIN = 4.5;
const NON_TEXT_MIN = 3;
const textColours = ['text', 'textMuted', 'primary', 'success', 'danger', 'warning', 'info', 'focus'];

const cell: CSSProperties = {
  padding: '0.25rem 0.5rem',
  borderBottom: '1px solid currentColor',
  textAlign: 'left',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={{ marginBlockEnd: '2rem' }}>
      <h2 style={{ marginBlock: '0 0.75rem' }}>{title}</h2>
      {children}
    </section>
  );
}

function ColourTable({ name, colours, themeClass }: { name: string; colours: Colours; themeClass: string }) {
  const background = colours.background!;
  const surface = colours.surface!;
  return (
    // As wide as its table, so on a phone the whole table stays on the theme's own background.
    <div
      className={themeClass}
      style={{ padding: '1rem', borderRadius: radii.md, width: 'max-content', minWidth: '100%' }}
    >
      <table style={{ borderCollapse: 'collapse', width: '100%' }} aria-label={`Couleurs du thème ${name}`}>
        <thead>
          <tr>
            <th style={cell}>Jeton</th>
            <th style={cell}>Valeur</th>
            <th style={cell}>Échantillon</th>
            <th style={cell}>Contraste sur le fond</th>
            <th style={cell}>Contraste sur la surface</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(colours).map(([token, value]) => (
            <tr key={token} data-token={token}>
              <td style={cell}>
                <code>color.{token}</code>
              </td>
              <td style={cell}>
                <code>{value}</code>
              </td>
              <td style={cell}>
                <span
                  style={{
                    display: 'inline-block',
                    width: '2.5rem',
                    height: '1.5rem',
                    background: value,
                    border: '1px solid currentColor',
                  }}
                />
              </td>
              <td style={cell}>{contrastRatio(value, background).toFixed(2)}:1</td>
              <td style={cell}>{contrastRatio(value, surface).toFixed(2)}:1</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Both themes, each colour with its contrast ratio against the page and the cards. */
export const Colours: Story = {
  render: () => (
    <>
      <h1>Couleurs</h1>
      <Section title="Thème clair">
        <ColourTable name="clair" colours={lightColors} themeClass={lightTheme} />
      </Section>
      <Section title="Thème sombre">
        <ColourTable name="sombre" colours={darkColors} themeClass={darkTheme} />
      </Section>
    </>
  ),
  play: async ({ canvasElement }) => {
    // What the tables show comes from the tokens, and the tokens keep their promise: text colours
    // at 4.5:1 on the page and the cards, form borders at 3:1, in both themes.
    for (const colours of [lightColors, darkColors] as Colours[]) {
      for (const token of textColours) {
        for (const ground of ['background', 'surface', 'surfaceMuted']) {
          await expect(
            contrastRatio(colours[token]!, colours[ground]!),
            `${token} on ${ground}`,
          ).toBeGreaterThanOrEqual(TEXT_MIN);
        }
      }
      await expect(contrastRatio(colours.borderStrong!, colours.surface!)).toBeGreaterThanOrEqual(
        NON_TEXT_MIN,
      );
      await expect(contrastRatio(colours.onPrimary!, colours.primary!)).toBeGreaterThanOrEqual(TEXT_MIN);
    }
    const tables = within(canvasElement).getAllByRole('table');
    await expect(tables).toHaveLength(2);
    await expect(tables[0]!.querySelectorAll('tbody tr')).toHaveLength(Object.keys(lightColors).length);
  },
};

/** The type scale and the font stacks (system fonts: nothing is downloaded). */
export const Typography: Story = {
  render: () => (
    <>
      <h1>Typographie</h1>
      <Section title="Échelle">
        {Object.entries(fontSizes).map(([token, size]) => (
          <p key={token} style={{ fontSize: size, margin: '0 0 0.5rem' }}>
            <code>fontSize.{token}</code> ({size}) Candidature soumise le 8 juillet 2025
          </p>
        ))}
      </Section>
      <Section title="Polices">
        {Object.entries(fontStacks).map(([token, stack]) => (
          <p key={token} style={{ fontFamily: stack, margin: '0 0 0.5rem' }}>
            <code>font.{token}</code>: {stack}
          </p>
        ))}
      </Section>
    </>
  ),
  play: async ({ canvasElement }) => {
    const sizes = Object.values(fontSizes).map((size) => Number.parseFloat(size));
    // A scale: every step larger than the one before.
    await expect([...sizes].sort((a, b) => a - b)).toEqual(sizes);
    await expect(within(canvasElement).getByText(/fontSize\.xxl/)).toBeVisible();
  },
};

/** Spacing, radii and shadows. */
export const SpacingRadiiShadows: Story = {
  render: () => (
    <>
      <h1>Espacements, arrondis et ombres</h1>
      <Section title="Espacements">
        {Object.entries(spaces).map(([token, size]) => (
          <div
            key={token}
            style={{ display: 'flex', alignItems: 'center', gap: '1rem', marginBlockEnd: '0.5rem' }}
          >
            <code style={{ minWidth: '6rem' }}>space.{token}</code>
            <span
              style={{
                display: 'inline-block',
                width: size,
                height: '1rem',
                background: lightColors.primary,
              }}
            />
            <span>{size}</span>
          </div>
        ))}
      </Section>
      <Section title="Arrondis">
        <div style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
          {Object.entries(radii).map(([token, radius]) => (
            <div
              key={token}
              style={{
                width: '6rem',
                height: '4rem',
                borderRadius: radius,
                border: `2px solid ${lightColors.borderStrong}`,
                display: 'grid',
                placeItems: 'center',
              }}
            >
              <code>radius.{token}</code>
            </div>
          ))}
        </div>
      </Section>
      <Section title="Ombres">
        <div style={{ display: 'flex', gap: '1.5rem', flexWrap: 'wrap' }}>
          {Object.entries(lightShadows).map(([token, shadow]) => (
            <div
              key={token}
              style={{
                width: '9rem',
                height: '5rem',
                boxShadow: shadow,
                background: lightColors.surface,
                color: lightColors.text,
                display: 'grid',
                placeItems: 'center',
                borderRadius: radii.md,
              }}
            >
              <code>shadow.{token}</code>
            </div>
          ))}
        </div>
        <p>Thème sombre : {Object.values(darkShadows).join(' ; ')}</p>
      </Section>
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(/^space\./)).toHaveLength(Object.keys(spaces).length);
    await expect(within(canvasElement).getAllByText(/^radius\./)).toHaveLength(Object.keys(radii).length);
  },
};

const iconEntries = Object.entries(icons).filter(
  ([name, value]) => name.endsWith('Icon') && typeof value === 'function',
) as [string, ComponentType<{ 'aria-hidden'?: boolean }>][];

/** Every icon of the package, with the name to import. */
export const Icons: Story = {
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
