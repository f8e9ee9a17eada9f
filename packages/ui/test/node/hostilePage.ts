// A host page that fights our styles, for pack.test.ts: the element rules a CMS theme or an old
// app's stylesheet carries (a serif body with a 24 px line height, red headings, loud buttons, links,
// paragraphs, labels and inputs restyled, `content-box` everywhere), and Tailwind CSS v4's preflight.
// The published components, overlays open, must look the same with or without them: their classes
// set what these rules touch. Everything here is what a consumer of the tarball writes; nothing of
// the workspace is imported.
import type { Page } from 'playwright';

/** Element rules only (no class, no id): what a class-based sheet is expected to beat. */
export const HOSTILE_CSS = `
* { box-sizing: content-box; }
body { font-family: Georgia, serif; font-size: 18px; font-weight: 300; line-height: 24px; color: #3b2a1a; background: #fdf6e3; letter-spacing: 0.03em; }
h1, h2, h3, h4, h5, h6 { color: #ff0000; font-family: Georgia, serif; font-size: 2rem; font-weight: 400; line-height: 2; margin: 1em 0; text-transform: uppercase; letter-spacing: 0.08em; }
button { background: #ffd400; color: #000000; border: 3px solid #000000; border-radius: 0; box-shadow: 4px 4px 0 #000000; font: italic 1.25rem Georgia, serif; letter-spacing: 0.1em; margin: 4px; padding: 1em 2em; text-transform: uppercase; }
a { color: #ff00aa; font-weight: 800; text-decoration: none; }
p { color: #777777; font-size: 1.125rem; line-height: 2; margin: 0 0 1.5em; }
label { color: #7700ff; display: block; font-size: 0.75rem; font-weight: 400; letter-spacing: 0.2em; margin-bottom: 12px; text-transform: uppercase; }
input { background: #ffffe0; border: 1px dashed #000000; border-radius: 0; color: #552200; font: italic 22px Georgia, serif; height: 60px; margin: 8px 0; padding: 20px; }
`;

/** How a host that orders its layers puts ours above its own rules (declared before any sheet). */
export const LAYER_ORDER = '@layer host, admission;';

/**
 * Tailwind CSS v4 with the layered sheet, as README « Tailwind CSS v4 » tells: the order first, with
 * `admission` above Tailwind's `base` (its preflight) and below its `components` and `utilities`,
 * then Tailwind, then our sheet. The consumer's one CSS entry, built by @tailwindcss/vite.
 */
export const TAILWIND_LAYERED_CSS = `@layer theme, base, admission, components, utilities;
@import 'tailwindcss';
@import '@admission/ui/styles.layer.css';
`;

/** Tailwind CSS v4 with the unlayered sheet: ours beats every Tailwind rule, preflight included. */
export const TAILWIND_CSS = `@import 'tailwindcss';
@import '@admission/ui/styles.css';
`;

/**
 * The gallery's page: `head` goes first in <head>, before the stylesheet the bundler links. The
 * body's margin and background are the page's own (a style attribute: no host rule changes them),
 * so that a picture of the whole window, an overlay open, shows the host's rules on our elements
 * only; its font, colour and line height still come from the host's rules.
 */
export function galleryHtml(head = ''): string {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8">${head}<title>Galerie</title></head><body style="margin: 0; background: #ffffff"><div id="root"></div><script type="module" src="./main.js"></script></body></html>`;
}

/** What the gallery shows, one at a time: the blocks, then each overlay over them. */
export const GALLERY_STATES = ['blocks', 'dialog-sm', 'dialog-md', 'dialog-lg', 'tooltip-toast'] as const;
export type GalleryState = (typeof GALLERY_STATES)[number];

/**
 * The gallery's entry: building blocks, a centred page with a form, and the overlays (a Dialog of
 * each size, a Tooltip, a Toast with an action), light (no provider: the variables of :root) or,
 * with `?theme=dark`, inside a dark ThemeProvider. `imports`: how the page loads the stylesheet
 * (`import '@admission/ui/styles.css';`, or the app's own CSS that imports it).
 * `window.showGalleryState(state)` opens one overlay (closing the others).
 */
export function galleryMain(imports: string): string {
  return `${imports}
import { createElement as h, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import {
  Alert, Button, Card, CenteredPage, Dialog, DialogClose, ErrorSummary, PasswordField, StatusBadge,
  SupportContactProvider, Table, TextField, ThemeProvider, ToastProvider, TooltipContent, TooltipProvider,
  TooltipRoot, TooltipTrigger, useToast,
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
  { key: 'status', header: 'Statut', render: () => h(StatusBadge, { tone: 'info' }, 'En cours d’examen') },
];

/** The overlays of the state: each Dialog size, or the Tooltip and a Toast with an action. */
function Overlays({ state }) {
  const toast = useToast();
  useEffect(() => {
    if (state !== 'tooltip-toast') return;
    toast.show({
      tone: 'caution',
      title: 'Brouillon supprimé',
      description: 'Votre brouillon de candidature a été supprimé.',
      duration: 600000,
      action: { label: 'Annuler', onClick() {}, altText: 'Restaurez-le depuis la page Mes brouillons.' },
    });
  }, [state, toast]);
  return h('div', { style: row },
    h(TooltipRoot, { open: state === 'tooltip-toast' },
      h(TooltipTrigger, { asChild: true }, h(Button, { variant: 'secondary' }, 'Numéro de dossier')),
      h(TooltipContent, null, 'Il figure sur votre accusé de réception.')),
    ['sm', 'md', 'lg'].map((size) =>
      h(Dialog, {
        key: size,
        size,
        open: state === 'dialog-' + size,
        onOpenChange() {},
        title: 'Retirer ce choix ?',
        description: 'Vous pourrez le choisir de nouveau tant que la période est ouverte.',
        footer: [
          h(DialogClose, { key: 'non' }, h(Button, { variant: 'secondary' }, 'Annuler')),
          h(Button, { key: 'oui', tone: 'critical' }, 'Retirer le choix'),
        ],
      },
        'La licence de physique ne sera plus classée dans vos vœux.',
        size === 'lg' ? h(TextField, { label: 'Motif', hint: 'Facultatif.', name: 'motif' }) : null)));
}

function Gallery() {
  const [state, setState] = useState('blocks');
  useEffect(() => {
    window.showGalleryState = setState;
  }, []);
  return h('div', { id: 'gallery', style: { display: 'flex', flexDirection: 'column', gap: '16px', width: '1000px', background: dark ? 'transparent' : '#ffffff' } },
    h(Overlays, { state }),
    h('div', { style: row },
      h(Button, null, 'Se connecter'),
      h(Button, { variant: 'secondary' }, 'Annuler'),
      h(Button, { tone: 'critical' }, 'Supprimer'),
      h(Button, { variant: 'ghost' }, 'Plus tard'),
      h(Button, { variant: 'secondary', size: 'sm' }, 'Modifier'),
      h(Button, { asChild: true, variant: 'secondary' }, h('a', { href: '#aide' }, 'Aide'))),
    h(TextField, { id: 'nom', label: 'Nom de famille', hint: 'Comme sur votre pièce d’identité.', error: 'Ce champ est obligatoire.', defaultValue: 'Diop' }),
    h(Alert, { tone: 'caution', title: 'Dossier incomplet', live: 'off' }, 'Ajoutez votre relevé de notes.'),
    h(Card, { title: 'Votre candidature', actions: h(StatusBadge, { tone: 'caution' }, 'Soumise') }, 'Déposée le 12 juillet 2025.'),
    h('div', { style: row },
      h(StatusBadge, { tone: 'caution' }, 'Soumise'),
      h(StatusBadge, { tone: 'info' }, 'En cours d’examen'),
      h(StatusBadge, { tone: 'positive' }, 'Acceptée'),
      h(StatusBadge, { tone: 'critical' }, 'Refusée'),
      h(StatusBadge, { tone: 'neutral' }, 'Brouillon')),
    h(ErrorSummary, { errors: [{ message: 'Saisissez votre nom de famille.', fieldId: 'nom' }, { message: 'Choisissez un programme.' }] }),
    h(Table, { caption: 'Candidatures', columns, rows, getRowKey: (r) => r.id }),
    h(CenteredPage, { productName: 'Admission en ligne', copyright: '© Université', title: 'Connexion', subtitle: 'Avec votre adresse électronique.' },
      h(TextField, { label: 'Adresse électronique', name: 'email', type: 'email', placeholder: 'prenom.nom@exemple.sn' }),
      h(PasswordField, { label: 'Mot de passe', name: 'password' }),
      h(Button, { type: 'submit' }, 'Continuer')));
}

const gallery = h(SupportContactProvider, { email: 'assistance@univ.example.sn', phones: ['+221 33 123 45 67'] },
  h(TooltipProvider, { delayDuration: 0 }, h(ToastProvider, null, h(Gallery))));
createRoot(document.getElementById('root')).render(dark ? h(ThemeProvider, { theme: 'dark' }, gallery) : gallery);
`;
}

/** Opens the gallery and waits until it is drawn, with nothing focused (the error summaries take focus). */
export async function openGallery(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('button', { name: 'Se connecter' }).first().waitFor();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** The overlays each state shows (what the test waits for, and what axe checks then). */
export const overlaySelectors: Record<GalleryState, string[]> = {
  blocks: [],
  'dialog-sm': ['[role="dialog"][data-size="sm"]'],
  'dialog-md': ['[role="dialog"][data-size="md"]'],
  'dialog-lg': ['[role="dialog"][data-size="lg"]'],
  'tooltip-toast': ['[data-adm="tooltip"]', '[data-adm="toast"]'],
};

/** Shows `state` (one overlay open, or none) and waits until it is drawn and still. */
export async function showState(page: Page, state: GalleryState): Promise<void> {
  await page.evaluate(
    (name) => (window as unknown as { showGalleryState(name: string): void }).showGalleryState(name),
    state,
  );
  for (const selector of overlaySelectors[state]) await page.locator(selector).first().waitFor();
  // The tooltip is placed once its trigger is measured: wait until nothing moves between two frames.
  await page.evaluate(async (selectors) => {
    let before = '';
    for (let tries = 0; tries < 20; tries += 1) {
      await new Promise((done) => requestAnimationFrame(done));
      const now = JSON.stringify(
        selectors.map((selector) => document.querySelector(selector)?.getBoundingClientRect()),
      );
      if (now === before) return;
      before = now;
    }
  }, overlaySelectors[state]);
}

/** The gallery as a PNG (the whole of it), or with an overlay open the window as drawn. */
export async function shootState(page: Page, state: GalleryState): Promise<Buffer> {
  if (state === 'blocks') {
    return page.locator('#gallery').screenshot({ animations: 'disabled', caret: 'hide' });
  }
  return page.screenshot({ animations: 'disabled', caret: 'hide' });
}

/** Computed properties a host's rules may change on our elements. */
const COMPARED_PROPERTIES = [
  'display',
  'box-sizing',
  'width',
  'height',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'border-top-width',
  'border-right-width',
  'border-bottom-width',
  'border-left-width',
  'border-top-style',
  'border-top-color',
  'border-left-color',
  'border-top-left-radius',
  'background-color',
  'box-shadow',
  'color',
  'font-family',
  'font-size',
  'font-style',
  'font-weight',
  'line-height',
  'letter-spacing',
  'text-transform',
  'text-decoration-line',
  'text-align',
  'vertical-align',
  'list-style-type',
  'opacity',
  'outline-style',
  'outline-width',
  'outline-color',
];

/**
 * The computed styles of our elements as drawn now: every element of a building block (`[data-adm]`
 * and what it holds; not the theme scope, which holds the page's own layout) and of the open
 * overlays (the toast's list included), keyed by position in the document, tag and text.
 */
export async function ourStyles(page: Page): Promise<Record<string, Record<string, string>>> {
  return page.evaluate((properties) => {
    const root = ':is([data-adm]:not([data-adm="theme-provider"]), ol:has(> [data-adm="toast"]))';
    const styles: Record<string, Record<string, string>> = {};
    document.querySelectorAll(`${root}, ${root} *`).forEach((element, index) => {
      const computed = getComputedStyle(element);
      const part = element.getAttribute('data-adm-part') ?? element.getAttribute('data-adm');
      const key = `${index} <${element.tagName.toLowerCase()}${part ? ` ${part}` : ''}> ${(element.textContent ?? '').slice(0, 24)}`;
      styles[key] = Object.fromEntries(
        properties.map((property) => {
          const value = computed.getPropertyValue(property);
          // A border style with no width draws nothing (Tailwind's preflight gives every element
          // `border: 0 solid`).
          const width = property.replace(/-style$/, '-width');
          if (width !== property && computed.getPropertyValue(width) === '0px')
            return [property, 'no border'];
          return [property, value];
        }),
      );
    });
    return styles;
  }, COMPARED_PROPERTIES);
}

/** `element property: expected → actual` for each computed style that differs (or element missing). */
export function styleDifferences(
  expected: Record<string, Record<string, string>>,
  actual: Record<string, Record<string, string>>,
): string[] {
  const differences: string[] = [];
  for (const key of new Set([...Object.keys(expected), ...Object.keys(actual)])) {
    const [a, b] = [expected[key], actual[key]];
    if (!a || !b) {
      differences.push(`${key}: ${a ? 'missing' : 'extra'}`);
      continue;
    }
    for (const [property, value] of Object.entries(a)) {
      if (value !== b[property]) differences.push(`${key} ${property}: ${value} → ${b[property]}`);
    }
  }
  return differences;
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

/** The font family of the labels, hints, errors, headings, titles and descriptions drawn, overlays included. */
export async function textFonts(page: Page): Promise<{ element: string; fontFamily: string }[]> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        ':is(#gallery, [role="dialog"], [data-adm="tooltip"], [data-adm="toast"]) :is([data-adm-part="label"], [data-adm-part="hint"], [data-adm-part="error"], [data-adm-part="title"], [data-adm-part="description"], h1, h2, h3, h4, h5, h6)',
      ),
    ].map((element) => ({
      element: `<${element.tagName.toLowerCase()}${element.dataset.admPart ? ` data-adm-part="${element.dataset.admPart}"` : ''}> ${element.textContent?.slice(0, 30) ?? ''}`,
      fontFamily: getComputedStyle(element).fontFamily,
    })),
  );
}
