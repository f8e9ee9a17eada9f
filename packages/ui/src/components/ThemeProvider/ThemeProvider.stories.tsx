import type { CSSProperties } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ThemeProvider } from './ThemeProvider';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { TextField } from '../TextField/TextField';

const meta = {
  title: 'Components/ThemeProvider',
  component: ThemeProvider,
} satisfies Meta<typeof ThemeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const background = (element: Element) => getComputedStyle(element).backgroundColor;

/**
 * One custom property rebrands everything under it (light theme): buttons, links and highlights.
 * A dark scope keeps its dark text on the primary colour: a dark brand there needs
 * `--adm-color-on-primary` too (axe checks the contrast of this story in both themes).
 */
export const BrandOverride: Story = {
  render: () => (
    <ThemeProvider theme="light">
      <div style={{ '--adm-color-primary': '#1565c0', padding: '1rem' } as CSSProperties}>
        <p style={{ marginTop: 0 }}>
          <code>--adm-color-primary: #1565c0</code>
        </p>
        <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
          <Button>Enregistrer</Button>
          <Button tone="secondary">Annuler</Button>
        </div>
      </div>
    </ThemeProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(background(canvas.getByRole('button', { name: 'Enregistrer' }))).toBe('rgb(21, 101, 192)');
  },
};

/**
 * A dark scope inside a light page, with no class on `<html>`: the fields are on the dark surface
 * in the system font, and the dialog opened there is portalled into the scope and dark too.
 */
export const DarkScopeInALightPage: Story = {
  render: () => (
    <ThemeProvider theme="dark" className="scope">
      <div style={{ padding: '1rem', display: 'grid', gap: '1rem' }}>
        <TextField label="Email" name="email" type="email" autoComplete="email" />
        <Alert tone="info">Une partie de page au thème sombre.</Alert>
        <Dialog title="Documents joints" trigger={<Button tone="secondary">Voir les documents</Button>}>
          <p style={{ margin: 0 }}>Carte d&apos;identité</p>
        </Dialog>
      </div>
    </ThemeProvider>
  ),
  play: async ({ canvasElement }) => {
    const scope = canvasElement.querySelector('.scope');
    await expect(scope).not.toBeNull();
    await expect(background(scope!)).toBe('rgb(15, 20, 18)');
    const field = within(canvasElement).getByLabelText('Email');
    await expect(getComputedStyle(field).fontFamily).toContain('system-ui');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Voir les documents' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Documents joints',
    });
    await expect(scope!.contains(dialog)).toBe(true);
    await expect(background(dialog)).toBe('rgb(24, 32, 28)');
    await userEvent.keyboard('{Escape}');
  },
};
