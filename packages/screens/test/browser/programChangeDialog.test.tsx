import { page } from 'vitest/browser';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { preloadDialog } from '@admission/ui';
import '@admission/ui/styles.css';
import {
  preloadProgramChangeDialog,
  ProgramChangeDialog,
} from '../../src/screens/ProgramChangeDialog/ProgramChangeDialog';

// The programme-change dialog is ui's Dialog filled by the screen: on a phone its header, footer
// and buttons stay in view, and a focused field is never hidden under the footer.

afterEach(async () => {
  await page.viewport(1280, 800);
});

describe('the programme-change dialog on a phone', () => {
  const programs = ['Licence Informatique', 'Licence Mathématiques appliquées', 'Licence Chimie'].map(
    (name, index) => ({ programId: `p${index}`, programName: name }),
  );
  const specialities = ['Productions végétales', 'Productions animales', 'Foresterie et agroforesterie'].map(
    (name, index) => ({ programId: `s${index}`, programName: name }),
  );

  it.each([
    [360, 640],
    [360, 740],
    [1280, 720],
  ])(
    'at %i×%i px: header, footer and its buttons in view; a focused field above the footer',
    async (width, height) => {
      await page.viewport(width, height);
      await preloadDialog();
      await preloadProgramChangeDialog();
      const screen = await render(
        <ProgramChangeDialog
          status="ready"
          programs={programs}
          specialities={specialities}
          ranking={{ s0: 1, s1: 2, s2: 3 }}
          selectedProgramId={null}
          currentChoice={['Licence Informatique']}
          mode="multiple"
          canSave
          error="saveFailed"
          onClose={() => {}}
          onRank={() => {}}
          onPickProgram={() => {}}
          onReset={() => {}}
          onSave={() => {}}
        />,
      );
      const dialog = page.getByRole('dialog', { name: 'Changement de programme' });
      await expect.element(dialog).toBeVisible();
      const box = dialog.element().getBoundingClientRect();
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.bottom).toBeLessThanOrEqual(height);
      const footer = dialog.element().querySelector('[data-adm-part="footer"]')!;
      const title = dialog.element().querySelector('[data-adm-part="title"]')!;
      for (const element of [
        title,
        screen.getByRole('button', { name: 'Réinitialiser' }).element(),
        screen.getByRole('button', { name: 'Enregistrer' }).element(),
      ]) {
        const rect = element.getBoundingClientRect();
        expect(rect.top).toBeGreaterThanOrEqual(box.top);
        expect(rect.bottom).toBeLessThanOrEqual(box.bottom);
      }
      // The last field of the body, reached from the keyboard: scrolled into view, not under the
      // footer (WCAG 2.4.11).
      const last = screen.getByRole('radio', { name: 'Licence Chimie' }).element();
      last.focus();
      await expect
        .poll(() => last.getBoundingClientRect().bottom)
        .toBeLessThanOrEqual(footer.getBoundingClientRect().top);
      expect(last.getBoundingClientRect().top).toBeGreaterThanOrEqual(title.getBoundingClientRect().bottom);
      screen.unmount();
    },
  );
});
