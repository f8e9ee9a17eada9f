// A host page that fights our styles, for pack.test.ts: the element rules a CMS theme or an old
// app's stylesheet carries (a serif body, red headings, loud buttons, links, paragraphs, labels and
// inputs restyled, `content-box` everywhere). The published components must look the same with or
// without them: their classes set what these rules touch. Everything here is what a consumer of
// the tarball writes; nothing of the workspace is imported.
import type { Page } from 'playwright';

/** Element rules only (no class, no id): what a class-based sheet is expected to beat. */
export const HOSTILE_CSS = `
* { box-sizing: content-box; }
body { font-family: Georgia, serif; line-height: 1.8; color: #3b2a1a; background: #fdf6e3; letter-spacing: 0.03em; }
h1, h2, h3, h4 { color: #ff0000; font-family: Georgia, serif; font-size: 2rem; font-weight: 400; line-height: 2; margin: 1em 0; text-transform: uppercase; letter-spacing: 0.08em; }
button { background: #ffd400; color: #000000; border: 3px solid #000000; border-radius: 0; box-shadow: 4px 4px 0 #000000; font: italic 1.25rem Georgia, serif; letter-spacing: 0.1em; margin: 4px; padding: 1em 2em; text-transform: uppercase; }
a { color: #ff00aa; font-weight: 800; text-decoration: none; }
p { color: #777777; font-size: 1.125rem; line-height: 2; margin: 0 0 1.5em; }
label { color: #7700ff; display: block; font-size: 0.75rem; font-weight: 400; letter-spacing: 0.2em; margin-bottom: 12px; text-transform: uppercase; }
input { background: #ffffe0; border: 1px dashed #000000; border-radius: 0; color: #552200; font: italic 22px Georgia, serif; height: 60px; margin: 8px 0; padding: 20px; }
`;

/** How a host that orders its layers puts ours above its own rules (declared before any sheet). */
export const LAYER_ORDER = '@layer host, admission;';

/** The gallery's page: `head` goes first in <head>, before the stylesheet the bundler links. */
export function galleryHtml(head = ''): string {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8">${head}<title>Galerie</title></head><body><div id="root"></div><script type="module" src="./main.js"></script></body></html>`;
}

/**
 * The gallery's entry: building blocks and a centred page with a form, light (no provider: the variables of
 * :root) or, with `?theme=dark`, inside a dark ThemeProvider. `stylesheet` is the export imported.
 */
export function galleryMain(stylesheet: 'styles.css' | 'styles.layer.css'): string {
  return `import '@admission/ui/${stylesheet}';
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import {
  Alert, Button, Card, CenteredPage, ErrorSummary, PasswordField, StatusBadge, SupportContactProvider, Table, TextField, ThemeProvider,
} from '@admission/ui';

const dark = new URLSearchParams(location.search).get('theme') === 'dark';
const row = { display: 'flex', flexWrap: 'wrap', gap: '12px', alignItems: 'center' };
const rows = [
  { id: 1, name: 'Awa Diop', programme: 'Licence de mathématiques' },
  { id: 2, name: 'Moussa Ndiaye', programme: 'Licence de physique' },
];
const columns = [
  { key: 'name', header: 'Candidat', render: (r) => r.name, rowHeader: true },
  { key: 'programme', header: 'Programme', render: (r) => r.programme },
  { key: 'status', header: 'Statut', render: () => h(StatusBadge, { tone: 'blue' }, 'En cours d’examen') },
];

function Gallery() {
  return h('div', { id: 'gallery', style: { display: 'flex', flexDirection: 'column', gap: '16px', width: '1000px', background: dark ? 'transparent' : '#ffffff' } },
    h('div', { style: row },
      h(Button, null, 'Se connecter'),
      h(Button, { tone: 'secondary' }, 'Annuler'),
      h(Button, { tone: 'danger' }, 'Supprimer'),
      h(Button, { tone: 'ghost' }, 'Plus tard'),
      h(Button, { tone: 'secondary', size: 'sm' }, 'Modifier'),
      h(Button, { asChild: true, tone: 'secondary' }, h('a', { href: '#aide' }, 'Aide'))),
    h(TextField, { id: 'nom', label: 'Nom de famille', hint: 'Comme sur votre pièce d’identité.', error: 'Ce champ est obligatoire.', defaultValue: 'Diop' }),
    h(Alert, { tone: 'warning', title: 'Dossier incomplet', live: 'off' }, 'Ajoutez votre relevé de notes.'),
    h(Card, { title: 'Votre candidature', actions: h(StatusBadge, { tone: 'yellow' }, 'Soumise') }, 'Déposée le 12 juillet 2025.'),
    h('div', { style: row },
      h(StatusBadge, { tone: 'yellow' }, 'Soumise'),
      h(StatusBadge, { tone: 'blue' }, 'En cours d’examen'),
      h(StatusBadge, { tone: 'green' }, 'Acceptée'),
      h(StatusBadge, { tone: 'red' }, 'Refusée'),
      h(StatusBadge, { tone: 'neutral' }, 'Brouillon')),
    h(ErrorSummary, { errors: [{ message: 'Saisissez votre nom de famille.', fieldId: 'nom' }, { message: 'Choisissez un programme.' }] }),
    h(Table, { caption: 'Candidatures', columns, rows, getRowKey: (r) => r.id }),
    h(CenteredPage, { productName: 'Scolarité', copyright: '© Université', title: 'Connexion' },
      h(Alert, { tone: 'error', live: 'off' }, 'Identifiants incorrects. Veuillez réessayer.'),
      h(TextField, { label: 'E-mail', name: 'email', type: 'email' }),
      h(PasswordField, { label: 'Mot de passe', name: 'password' }),
      h(Button, { type: 'submit' }, 'Se connecter')));
}

const gallery = h(SupportContactProvider, { email: 'assistance@univ.example.sn', phones: ['+221 33 123 45 67'] }, h(Gallery));
createRoot(document.getElementById('root')).render(dark ? h(ThemeProvider, { theme: 'dark' }, gallery) : gallery);
`;
}

/** Opens the gallery and waits until it is drawn, with nothing focused (the error summaries take focus). */
export async function openGallery(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('button', { name: 'Se connecter' }).first().waitFor();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** The gallery as a PNG, drawn as it is now. */
export async function shootGallery(page: Page): Promise<Buffer> {
  return page.locator('#gallery').screenshot({ animations: 'disabled', caret: 'hide' });
}

/** Adds a host stylesheet after ours (the worst place: it wins every tie), and waits for a frame. */
export async function addHostSheet(page: Page, css: string): Promise<void> {
  await page.addStyleTag({ content: css });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/**
 * How many pixels differ between two PNGs (decoded by the browser on a canvas), or -1 when their
 * sizes differ. Identical bytes short-circuit to 0.
 */
export async function differingPixels(page: Page, a: Buffer, b: Buffer): Promise<number> {
  if (a.equals(b)) return 0;
  return page.evaluate(
    async (pngs) => {
      // Inline callbacks only: a named function here would be rewritten by the test's transform.
      const [x, y] = await Promise.all(
        pngs.map(async (base64) => {
          const bitmap = await createImageBitmap(
            await (await fetch(`data:image/png;base64,${base64}`)).blob(),
          );
          const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
          const context = canvas.getContext('2d')!;
          context.drawImage(bitmap, 0, 0);
          return context.getImageData(0, 0, bitmap.width, bitmap.height);
        }),
      );
      if (!x || !y) return -1;
      if (x.width !== y.width || x.height !== y.height) return -1;
      let count = 0;
      for (let index = 0; index < x.data.length; index += 4) {
        if (
          x.data[index] !== y.data[index] ||
          x.data[index + 1] !== y.data[index + 1] ||
          x.data[index + 2] !== y.data[index + 2] ||
          x.data[index + 3] !== y.data[index + 3]
        ) {
          count += 1;
        }
      }
      return count;
    },
    [a.toString('base64'), b.toString('base64')] as const,
  );
}

/** The font family of the gallery's labels, hints, errors and headings, by element. */
export async function textFonts(page: Page): Promise<{ element: string; fontFamily: string }[]> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        '#gallery :is([data-adm-part="label"], [data-adm-part="hint"], [data-adm-part="error"], h1, h2, h3, h4)',
      ),
    ].map((element) => ({
      element: `<${element.tagName.toLowerCase()}${element.dataset.admPart ? ` data-adm-part="${element.dataset.admPart}"` : ''}> ${element.textContent?.slice(0, 30) ?? ''}`,
      fontFamily: getComputedStyle(element).fontFamily,
    })),
  );
}
