// Storybook as a designer opens it: the static build (`npm run build-storybook`), served on
// loopback and read in Chromium. Every building block has a French Docs page (its MDX: when to use
// it, do and don't, accessibility) and every screen its generated one, whose props table describes
// each prop with a control that fits it; stories are found by their French names; the foundations
// and the introduction are there.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { frenchLabel, frenchNames } from '../../src/docs/frenchNames';
import { servedStorybook } from './storybookBuild';

// One static build for every test file that reads it (storybookBuild.ts caches it by its sources).
const storybook = servedStorybook();
const root = fileURLToPath(new URL('../../../../', import.meta.url));

describe('Storybook as built', () => {
  it('has a Docs page for every component and screen, the introduction and the foundations', () => {
    const titles = new Set(
      storybook.entries.filter((entry) => entry.type === 'story').map((entry) => entry.title),
    );
    const docs = storybook.entries.filter((entry) => entry.type === 'docs');
    const documented = new Set(docs.map((entry) => entry.title));
    const undocumented = [...titles].filter((title) => !documented.has(title));
    expect(undocumented).toEqual([]);
    expect(documented).toContain('Système de conception/Introduction');
    // Two sections: the design system's pages and blocks, and the portal's screens.
    for (const title of [
      'Système de conception/Fondations',
      'Système de conception/Composants/Bouton (Button)',
      'Écrans/Login',
      'Écrans/ApplicationsList',
    ]) {
      expect(documented).toContain(title);
    }
    // A building block's page is its MDX (components/<Name>/<Name>.mdx, attached to its stories),
    // which takes the place of the generated one: one Docs page per component, never two.
    const attached = docs.filter((entry) => entry.tags?.includes('attached-mdx'));
    for (const title of [
      'Système de conception/Composants/Alerte, message, bandeau (Alert)',
      'Système de conception/Composants/Bouton (Button)',
      'Système de conception/Composants/Champ de texte, saisie (TextField)',
      'Système de conception/Composants/Dialogue, modale (Dialog)',
      'Système de conception/Composants/Onglets (Tabs)',
      'Système de conception/Composants/Infobulle, bulle d’aide (Tooltip)',
      'Système de conception/Composants/Notification, message éphémère (Toast)',
    ]) {
      expect(attached.map((entry) => entry.title)).toContain(title);
    }
    const perTitle = docs
      .filter((entry) => entry.title.startsWith('Système de conception/Composants/'))
      .map((entry) => entry.title);
    expect(perTitle).toEqual([...new Set(perTitle)]);
    expect(
      docs.find(
        (entry) => entry.title === 'Système de conception/Composants/Alerte, message, bandeau (Alert)',
      )?.id,
    ).toBe('components-alert--docs');
    // Every entry is in one of the two sections.
    expect(
      storybook.entries.filter(
        (entry) => !entry.title.startsWith('Système de conception/') && !entry.title.startsWith('Écrans/'),
      ),
    ).toEqual([]);
  });

  it('finds stories by their French names', async () => {
    const names = storybook.entries
      .filter((entry) => entry.type === 'story')
      .map((entry) => entry.name.toLowerCase());
    expect(names.some((name) => name.includes('erreur'))).toBe(true);
    expect(names.some((name) => name.includes('chargement'))).toBe(true);
    // Storybook's own search, in the sidebar of the built Storybook.
    await storybook.open(`/index.html`, async (page) => {
      const search = page.locator('#storybook-explorer-searchfield');
      await search.waitFor({ timeout: 30_000 });
      await search.fill('erreur');
      const results = page.getByRole('option');
      await results.first().waitFor({ timeout: 10_000 });
      expect(await results.count()).toBeGreaterThan(5);
      expect(await results.first().textContent()).toMatch(/erreur/i);
    });
  }, 60_000);

  it('finds every building block by its French name and synonyms, in the sidebar’s search', async () => {
    // What designers typed and found nothing when the blocks were « Components/Dialog »...: the block is in the first three results (story names weigh more than
    // titles in the search, so « notification » may first find « Modifications saisies »).
    const asked: [string, string][] = [
      ['dialogue', 'Dialog'],
      ['modale', 'Dialog'],
      ['champ', 'TextField'],
      ['champ', 'PasswordField'],
      ['notification', 'Toast'],
      ['infobulle', 'Tooltip'],
      ['info-bulle', 'Tooltip'],
      ['onglets', 'Tabs'],
      ['bouton', 'Button'],
      ['tableau', 'Table'],
      ['mot de passe', 'PasswordField'],
    ];
    // Every French name and synonym (frenchNames.ts): the block is among the results.
    const named = Object.entries(frenchNames).flatMap(([codeName, { name, synonyms }]) =>
      [name, ...synonyms].map((words): [string, string] => [words.toLowerCase(), codeName]),
    );
    // The data the search reads (an entry's name and its parents' names): the block's own entries
    // are under its French label, with the ids they always had.
    for (const codeName of Object.keys(frenchNames)) {
      const own = storybook.entries.filter(
        (entry) => entry.title === `Système de conception/Composants/${frenchLabel(codeName)}`,
      );
      expect(own.length, codeName).toBeGreaterThan(1);
      for (const entry of own)
        expect(entry.id).toMatch(new RegExp(`^components-${codeName.toLowerCase()}--`));
    }
    // Storybook's own search (Fuse.js, over names and paths), in the sidebar of the built Storybook:
    // its result reads « Docs, Système de conception / Composants / Dialogue, modale (Dialog) ».
    const missed: string[] = [];
    await storybook.open('/index.html', async (page) => {
      const search = page.locator('#storybook-explorer-searchfield');
      await search.waitFor({ timeout: 30_000 });
      for (const [query, codeName, top] of [
        ...asked.map(([query, codeName]) => [query, codeName, 3] as const),
        ...named.map(([query, codeName]) => [query, codeName, Infinity] as const),
      ]) {
        await search.fill(query);
        // The results follow the field as it is typed in; those of the previous query may linger.
        await page.waitForTimeout(300);
        const results = page.getByRole('option');
        await results.first().waitFor({ timeout: 10_000 });
        const texts = await results.allTextContents();
        const label = `(${codeName})`;
        if (!texts.slice(0, top).some((text) => text.includes(label)))
          missed.push(`${query} -> ${codeName}: ${texts.slice(0, 3).join(' | ')}`);
      }
    });
    expect(missed).toEqual([]);
  }, 120_000);

  it('shows the changelog in French, with the changes not released yet from .changeset/', async () => {
    const id = storybook.entries.find(
      (entry) => entry.type === 'docs' && entry.title === 'Système de conception/Journal des modifications',
    )?.id;
    expect(id).toBeDefined();
    const pending = readdirSync(join(root, '.changeset')).filter(
      (name) =>
        name.endsWith('.md') &&
        name !== 'README.md' &&
        /^['"]@admission\/ui['"]:/m.test(readFileSync(join(root, '.changeset', name), 'utf8')),
    );
    expect(pending.length).toBeGreaterThan(0);
    await storybook.open(`/iframe.html?id=${id}&viewMode=docs`, async (page) => {
      await page
        .getByRole('heading', { name: 'Journal des modifications', level: 1 })
        .waitFor({ timeout: 30_000 });
      await page.getByRole('heading', { name: 'À paraître' }).waitFor();
      expect(await page.getByText('Première version\u00a0: le système de conception').count()).toBe(1);
      // One section per changeset of @admission/ui, titled with its bump in French and its name.
      const titles = await page.locator('h3[id^="changeset-"]').allTextContents();
      expect(titles).toHaveLength(pending.length);
      for (const name of pending)
        expect(titles.some((title) => title.endsWith(` · ${name.slice(0, -3)}`))).toBe(true);
      expect(titles.every((title) => /^(Version majeure|Version mineure|Correctif) · /.test(title))).toBe(
        true,
      );
      // Its text as written (a real entry: Button's asChild).
      expect(await page.locator('#changeset-button-as-child-exact-optional + *').textContent()).toContain(
        'asChild',
      );
    });
  }, 60_000);

  it("shows each prop's description and a radio control for tones in a component's Docs page", async () => {
    await storybook.open(`/iframe.html?id=components-alert--docs&viewMode=docs`, async (page) => {
      const table = page.locator('.docblock-argstable');
      await table.first().waitFor({ timeout: 30_000 });
      const text = (await table.first().textContent()) ?? '';
      // JSDoc of AlertProps, in French as written in Alert.tsx.
      expect(text).toContain('Une première ligne en gras.');
      expect(text).toContain('Classes supplémentaires sur l’élément racine.');
      // `tone` is a choice among the tones, not a JSON editor.
      const toneRadios = table.first().locator('input[type="radio"][value="caution"]');
      expect(await toneRadios.count()).toBeGreaterThan(0);
    });
  }, 60_000);
  it('gives each prop a control that fits it, and the story follows it', async () => {
    await storybook.open(`/iframe.html?id=components-button--docs&viewMode=docs`, async (page) => {
      const table = page.locator('.docblock-argstable').first();
      await table.waitFor({ timeout: 30_000 });
      const row = (name: string) =>
        table
          .locator('tbody tr')
          .filter({ has: page.locator('td:first-child', { hasText: new RegExp(`^${name}$`) }) });
      // `busy` is a boolean: a toggle, not the JSON editor (« Set object ») it once was.
      const busy = row('busy');
      expect(await busy.getByRole('switch').count()).toBe(1);
      expect(await busy.getByRole('button', { name: /set object/i }).count()).toBe(0);
      // A text prop (`busyLabel`, a ReactNode) is a text field; `variant` and `tone` radio groups.
      expect(await row('busyLabel').locator('textarea').count()).toBe(1);
      expect(await row('variant').locator('input[type="radio"][value="ghost"]').count()).toBe(1);
      expect(await row('tone').locator('input[type="radio"][value="critical"]').count()).toBe(1);

      // The story on the page follows the toggle, there and back.
      const story = page.locator('.docs-story').first();
      const button = story.getByRole('button', { name: /^(Se connecter|Traitement…)$/ });
      const state = () =>
        button.evaluate((element: HTMLButtonElement) => ({
          text: element.textContent,
          busy: element.getAttribute('aria-busy'),
          disabled: element.disabled,
        }));
      expect(await state()).toEqual({ text: 'Se connecter', busy: null, disabled: false });
      // Storybook's control updates the args after a short debounce: each click waits for the switch
      // to show the new value before the story is read (a second click made sooner was lost).
      const toggle = busy.getByRole('switch');
      await busy.locator('label').click();
      await expect.poll(() => toggle.isChecked(), { timeout: 10_000 }).toBe(true);
      await expect
        .poll(state, { timeout: 10_000 })
        .toEqual({ text: 'Traitement…', busy: 'true', disabled: true });
      await page.waitForTimeout(500);
      await busy.locator('label').click();
      await expect.poll(() => toggle.isChecked(), { timeout: 10_000 }).toBe(false);
      await expect
        .poll(state, { timeout: 10_000 })
        .toEqual({ text: 'Se connecter', busy: null, disabled: false });
    });
  }, 60_000);

  it('draws the Docs pages of the overlays and tabs, each with a props table', async () => {
    await storybook.open(null, async (page) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      for (const name of ['dialog', 'tabs', 'tooltip', 'toast']) {
        await page.goto(`${storybook.origin}/iframe.html?id=components-${name}--docs&viewMode=docs`);
        await page.locator('.docblock-argstable').first().waitFor({ timeout: 30_000 });
        await page.locator('.docs-story').first().waitFor({ timeout: 30_000 });
        expect(await page.locator('.sb-errordisplay:visible').count(), name).toBe(0);
      }
      expect(errors).toEqual([]);
    });
  }, 120_000);

  it('opens no dialog over the Docs page of the dialog, until its trigger is clicked', async () => {
    await storybook.open(`/iframe.html?id=components-dialog--docs&viewMode=docs`, async (page) => {
      // Only the stories closed at first are drawn (their triggers); those open at first, whose
      // dialog would cover the page or take the focus (even from a frame), are linked to.
      await page.getByRole('button', { name: 'Voir les documents' }).waitFor({ timeout: 30_000 });
      await page.getByRole('button', { name: 'Aide à la saisie' }).waitFor({ timeout: 30_000 });
      expect(await page.locator('.docs-story iframe').count()).toBe(0);
      expect(await page.locator('[role="dialog"], [role="alertdialog"]').count()).toBe(0);
      // The page itself stays usable: not made inert by a modal, the focus left where it was.
      expect(await page.evaluate(() => document.body.style.pointerEvents)).not.toBe('none');
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
      // The trigger still opens the dialog, over the page, on request.
      await page.getByRole('button', { name: 'Voir les documents' }).click();
      await page.getByRole('dialog', { name: 'Documents joints' }).waitFor({ timeout: 10_000 });
    });
  }, 60_000);

  it('opens no modal over the Docs pages of the screens that are dialogs: their states are links', async () => {
    await storybook.open(null, async (page) => {
      for (const [id, story] of [
        ['screens-programchangedialog', 'screens-programchangedialog--nothing-chosen'],
        ['components-sessiontimeoutwarning', 'components-sessiontimeoutwarning--ten-seconds'],
      ] as const) {
        await page.goto(`${storybook.origin}/iframe.html?id=${id}--docs&viewMode=docs`);
        await page.locator('.docblock-argstable').first().waitFor({ timeout: 30_000 });
        // No dialog, inline or in a story frame, and the focus left on the page.
        expect(await page.locator('[role="dialog"], [role="alertdialog"], iframe').count()).toBe(0);
        expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
        // Each state is a link to its own story.
        expect(await page.locator(`a[href="?path=/story/${story}"]`).count()).toBe(1);
      }
    });
  }, 60_000);

  it('shows the props of ToastProvider and a toast on request in the Docs page of the toast', async () => {
    await storybook.open(`/iframe.html?id=components-toast--docs&viewMode=docs`, async (page) => {
      const table = page.locator('.docblock-argstable').first();
      await table.waitFor({ timeout: 30_000 });
      // JSDoc of ToastProviderProps, as written in Toast.tsx.
      expect(await table.textContent()).toContain(
        'Combien de temps une notification reste affichée, en millisecondes',
      );
      await page.getByRole('button', { name: 'Succès' }).first().click();
      const region = page.getByRole('region', { name: /Notifications/ });
      await region.getByText('Vos programmes ont été modifiés avec succès.').waitFor({ timeout: 10_000 });
    });
  }, 60_000);
});
