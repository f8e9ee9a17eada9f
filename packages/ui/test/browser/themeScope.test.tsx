import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ThemeProvider } from '../../src/components/ThemeProvider/ThemeProvider';
import { Tooltip } from '../../src/components/Tooltip/Tooltip';
import { Dialog, preloadDialog } from '../../src/components/Dialog/Dialog';
import { Button } from '../../src/components/Button/Button';
import { StaffSidebar } from '../../src/components/StaffSidebar/StaffSidebar';
import { sampleStaffNavigation } from '../../src/testing';
import '../../src/styles.css';

// A dark part of a light page: what Radix portals out of the tree (tooltips, dialogs, the staff
// navigation sheet) must be drawn inside the dark scope, not on <body> in the page's light theme.
describe('overlays inside a ThemeProvider scope', () => {
  it('draws a tooltip and a dialog in the scope', async () => {
    await preloadDialog();
    const screen = await render(
      <ThemeProvider theme="dark" className="sombre">
        <Tooltip content="Aide contextuelle">
          <button type="button">Aide</button>
        </Tooltip>
        <Dialog title="Documents joints" trigger={<Button>Ouvrir</Button>}>
          Contenu
        </Dialog>
      </ThemeProvider>,
    );
    await userEvent.tab();
    const tooltip = page.getByRole('tooltip');
    await expect.element(tooltip).toHaveTextContent('Aide contextuelle');
    expect(tooltip.element().closest('.sombre')).not.toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Ouvrir' }));
    const dialog = page.getByRole('dialog', { name: 'Documents joints' });
    await expect.element(dialog).toBeVisible();
    expect(dialog.element().closest('.sombre')).not.toBeNull();
    // Drawn dark: the dialog's background is not white.
    expect(getComputedStyle(dialog.element()).backgroundColor).not.toBe('rgb(255, 255, 255)');
  });

  it('draws the staff navigation sheet in the scope on a narrow screen', async () => {
    await page.viewport(360, 740);
    try {
      const screen = await render(
        <ThemeProvider theme="dark" className="sombre">
          <StaffSidebar
            currentPath="/admission/etudiant-candidats"
            navigation={sampleStaffNavigation}
            collapsed={false}
            onCollapsedChange={() => {}}
          />
        </ThemeProvider>,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Déplier le menu' }));
      const sheet = page.getByRole('dialog', { name: 'Navigation des modules' });
      await expect.element(sheet).toBeVisible();
      expect(sheet.element().closest('.sombre')).not.toBeNull();
    } finally {
      await page.viewport(1280, 800);
    }
  });
});
