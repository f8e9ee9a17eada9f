// Packs @admission/ui as published (npm pack of the tsup build), installs the tarball into a throwaway
// Vite app outside the workspace, builds it, and checks what another app of the institution relies
// on: the manifest, server rendering with the stylesheet's classes, a server component importing it
// in a React Server Components app (@vitejs/plugin-rsc), the brand override and a themed
// wrapper in Chromium, building blocks and overlays that look the same in a host page that restyles
// elements and under Tailwind CSS v4 (with the unlayered and the layered sheet), strict TypeScript 5
// and 7 (exactOptionalPropertyTypes, checked side-effect imports, node16 and bundler resolution), the bytes a Button or a screen adds, and what `npm publish` would send
// to the registry ADMISSION_NPM_REGISTRY names. Slow by nature: it builds, installs and bundles.
import { execFile, execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright';
import AxeBuilder from '@axe-core/playwright';
import type { RscPluginOptions } from '@vitejs/plugin-rsc';
import { chromiumLaunchOptions } from '../../../../scripts/chromium.mjs';
import {
  addHostSheet,
  differingPixels,
  GALLERY_STATES,
  galleryHtml,
  galleryMain,
  HOSTILE_CSS,
  LAYER_ORDER,
  openGallery,
  ourStyles,
  overlaySelectors,
  shootState,
  showState,
  styleDifferences,
  TAILWIND_CSS,
  TAILWIND_LAYERED_CSS,
  textFonts,
} from './hostilePage';

const uiDir = fileURLToPath(new URL('../..', import.meta.url));
const workspaceRoot = resolve(uiDir, '../..');
const BUTTON_BUDGET_GZIP = 3 * 1024;
/** JS a whole page composed of blocks (a sign-in: centred page, footer, fields, alert) adds to an app. */
const SCREEN_BUDGET_GZIP = 12 * 1024;
/**
 * The portal's product copy (its name, footer line, support subject, page titles), which lives in the
 * private @admission/screens: not one file of the tarball (code, types, maps, README…) may hold it.
 */
const PRODUCT_COPY = [
  'Admission en ligne',
  'Cell-INF',
  'Mon espace candidat',
  'Assistance Equivalence',
  'Connexion candidat',
  'Accès refusé',
];

/**
 * A sign-in page as another app composes it from the blocks (the package has no screens): the
 * centred page with the app's name and footer line, a form, an error. `h` is React's createElement.
 */
const SIGN_IN_PAGE = `h(CenteredPage, { productName: 'Scolarité', copyright: '© Université', title: 'Connexion' },
  h(Alert, { tone: 'critical' }, 'Identifiants incorrects. Veuillez réessayer.'),
  h('form', { className: pageStyles.form, onSubmit: (event) => event.preventDefault() },
    h(TextField, { label: 'E-mail', name: 'email', type: 'email' }),
    h(PasswordField, { label: 'Mot de passe', name: 'password' }),
    h(Button, { type: 'submit' }, 'Se connecter')))`;
const SIGN_IN_IMPORTS = 'Alert, Button, CenteredPage, pageStyles, PasswordField, TextField';
/** The one stylesheet: every component's styles and both themes. */
const STYLESHEET_BUDGET_GZIP = 12 * 1024;

let tmp = '';
/** What `npm pack` put in the tarball, as npm lists it. */
let packedFiles: string[] = [];
let installMode: 'npm install --offline' | 'symlinked workspace node_modules' = 'npm install --offline';

// Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
const env = { ...process.env, NODE_ENV: 'production' };

function run(command: string, args: string[], cwd: string): string {
  return execFileSync(command, args, { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function write(path: string, content: string) {
  mkdirSync(resolve(path, '..'), { recursive: true });
  writeFileSync(path, content);
}

function assets(dir: string, extension: string): string[] {
  const folder = join(tmp, dir, 'assets');
  return readdirSync(folder)
    .filter((name) => name.endsWith(extension))
    .map((name) => join(folder, name));
}

/** Whether the stylesheet `css` has a rule for the class `name` (alone or with more selectors). */
function definesClass(css: string, name: string): boolean {
  return ['{', ':', ' ', ',', '['].some((next) => css.includes(`.${name}${next}`));
}

function gzipSize(files: string[]): number {
  return files.reduce((total, file) => total + gzipSync(readFileSync(file), { level: 9 }).length, 0);
}

/** Builds the app in `dir` into `out-<dir>`, its assets addressed relative to its page. */
function viteBuild(dir: string) {
  run(
    process.execPath,
    [
      join(tmp, 'node_modules/vite/bin/vite.js'),
      'build',
      dir,
      '--outDir',
      `../out-${dir}`,
      '--emptyOutDir',
      '--base',
      './',
      '--logLevel',
      'error',
    ],
    tmp,
  );
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
};

/** Serves the built apps under `root` on loopback (`/out-app/`, `/out-gallery/`...). */
async function serve(root: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const path = join(root, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
    if (!path.startsWith(root) || !existsSync(path)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': contentTypes[extname(path)] ?? 'application/octet-stream' });
    response.end(readFileSync(path));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Consumer</title></head><body><div id="root"></div><script type="module" src="./main.js"></script></body></html>`;

beforeAll(() => {
  // No build first: `npm pack` runs `prepack`, which builds (a pack without a build ships nothing).
  tmp = mkdtempSync(join(tmpdir(), 'admission-ui-consumer-'));
  expect(relative(workspaceRoot, tmp).startsWith('..')).toBe(true);

  // The output starts with prepack's build log; npm's JSON is the last thing printed.
  const output = run('npm', ['pack', '--json', '--pack-destination', tmp], uiDir);
  const packed = JSON.parse(output.slice(output.search(/^\[$/m))) as {
    filename: string;
    files: { path: string }[];
  }[];
  const tarball = join(tmp, packed[0]!.filename);
  packedFiles = packed[0]!.files.map((file) => file.path).sort();
  const dependencies = [
    'react@19.3.1',
    'react-dom@19.3.1',
    'vite@8.3.8',
    '@vitejs/plugin-rsc@0.5.38',
    'typescript@5.9.3',
    // TypeScript 7 (the native compiler) beside it, under another name: the strict consumer compiles with both.
    'typescript7@npm:typescript@7.0.2',
    'tailwindcss@4.3.5',
    '@tailwindcss/vite@4.3.5',
    '@types/react@19.3.0',
    '@types/react-dom@19.3.0',
  ];
  const manifest = { name: 'ui-consumer', private: true, type: 'module' };
  write(join(tmp, 'package.json'), JSON.stringify(manifest));
  try {
    run('npm', ['install', '--offline', '--no-audit', '--no-fund', tarball, ...dependencies], tmp);
  } catch {
    // No usable npm cache: reuse the workspace's installed packages, and unpack the tarball itself.
    installMode = 'symlinked workspace node_modules';
    const modules = join(tmp, 'node_modules');
    mkdirSync(join(modules, '@admission'), { recursive: true });
    for (const entry of readdirSync(join(workspaceRoot, 'node_modules'))) {
      if (entry === '@admission' || entry === '.bin') continue;
      symlinkSync(join(workspaceRoot, 'node_modules', entry), join(modules, entry));
    }
    const unpacked = join(tmp, 'unpacked');
    mkdirSync(unpacked);
    run('tar', ['-xzf', tarball, '-C', unpacked], tmp);
    cpSync(join(unpacked, 'package'), join(modules, '@admission/ui'), { recursive: true });
    // The dependencies npm install would have listed: bundlers read them (@vitejs/plugin-rsc bundles
    // for its server those with React as a peer, ui among them; unlisted, ui would be left to Node,
    // its "use client" unseen).
    // `name@version`, `@scope/name@version`, `alias@npm:name@version`.
    const versions = dependencies.map((spec) => /^(@?[^@]+)@(.+)$/.exec(spec)!.slice(1, 3));
    write(
      join(tmp, 'package.json'),
      JSON.stringify({
        ...manifest,
        dependencies: { '@admission/ui': `file:${packed[0]!.filename}`, ...Object.fromEntries(versions) },
      }),
    );
  }

  // A screen with the published stylesheet, and a dark part of the page: a ThemeProvider wrapper
  // (no theme class on <html>) with a field and a dialog's trigger.
  write(join(tmp, 'app/index.html'), html);
  write(
    join(tmp, 'app/main.js'),
    `import '@admission/ui/styles.css';
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { ${SIGN_IN_IMPORTS}, ThemeProvider } from '@admission/ui';
createRoot(document.getElementById('root')).render(
  h('div', null,
    ${SIGN_IN_PAGE},
    h(ThemeProvider, { theme: 'dark', className: 'sombre' },
      h(TextField, { label: 'Champ sombre', name: 'sombre' }))));
`,
  );
  // Only a page composed of blocks, for its bytes.
  write(join(tmp, 'screen/index.html'), html);
  write(
    join(tmp, 'screen/main.js'),
    `import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { ${SIGN_IN_IMPORTS} } from '@admission/ui';
createRoot(document.getElementById('root')).render(${SIGN_IN_PAGE});
`,
  );
  // Byte budget: the same app with and without the Button.
  write(join(tmp, 'base/index.html'), html);
  write(
    join(tmp, 'base/main.js'),
    `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')).render(createElement('button', { type: 'button' }, 'Se connecter'));
`,
  );
  write(join(tmp, 'button/index.html'), html);
  write(
    join(tmp, 'button/main.js'),
    `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Button } from '@admission/ui';
createRoot(document.getElementById('root')).render(createElement(Button, null, 'Se connecter'));
`,
  );
  // A field alone: it must bring no page's copy along.
  write(join(tmp, 'field/index.html'), html);
  write(
    join(tmp, 'field/main.js'),
    `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { TextField } from '@admission/ui';
createRoot(document.getElementById('root')).render(createElement(TextField, { label: 'Nom', error: 'Obligatoire' }));
`,
  );
  // A gallery of building blocks and a screen, for a host page that restyles elements: with the
  // unlayered stylesheet, and with the layered one under a host that orders its layers first.
  write(join(tmp, 'gallery/index.html'), galleryHtml());
  write(join(tmp, 'gallery/main.js'), galleryMain(`import '@admission/ui/styles.css';`));
  write(join(tmp, 'layered/index.html'), galleryHtml(`<style>${LAYER_ORDER}</style>`));
  write(join(tmp, 'layered/main.js'), galleryMain(`import '@admission/ui/styles.layer.css';`));
  // The same gallery in apps built with Tailwind CSS v4 (@tailwindcss/vite, one CSS entry importing
  // Tailwind and our sheet): unlayered; layered in the order README gives; and layered the wrong
  // way round, our sheet imported first, its layer then the lowest, under Tailwind's preflight.
  // `underline`: a utility the test puts on a Button (Tailwind writes the utilities it finds).
  const tailwindApps = {
    tailwind: TAILWIND_CSS,
    'tailwind-layered': TAILWIND_LAYERED_CSS,
    'tailwind-misordered': `@import 'tailwindcss';\n`,
  };
  for (const [dir, css] of Object.entries(tailwindApps)) {
    write(join(tmp, dir, 'index.html'), galleryHtml());
    write(join(tmp, dir, 'app.css'), css);
    write(
      join(tmp, dir, 'vite.config.js'),
      `import tailwindcss from '@tailwindcss/vite';\nexport default { plugins: [tailwindcss()] };\n`,
    );
    const imports = dir === 'tailwind-misordered' ? `import '@admission/ui/styles.layer.css';\n` : '';
    write(join(tmp, dir, 'main.js'), galleryMain(`${imports}import './app.css'; // underline`));
  }
  for (const dir of [
    'app',
    'base',
    'button',
    'screen',
    'field',
    'gallery',
    'layered',
    ...Object.keys(tailwindApps),
  ]) {
    viteBuild(dir);
  }

  // A TypeScript consumer as strict as they come: optional props given an explicit `undefined`,
  // refs, class names, a themed wrapper, a centred page; and what must not compile.
  write(
    join(tmp, 'ts/src/app.tsx'),
    `import '@admission/ui/styles.css';
// Each stylesheet has its declaration (the \`types\` condition of its export): with side-effect
// imports checked (TypeScript 7's default), one without would not compile (TS2882).
import '@admission/ui/styles.layer.css';
import '@admission/ui/reset.css';
import { useRef, type ReactNode } from 'react';
import {
  Alert,
  AppLink,
  Button,
  Card,
  CenteredPage,
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogRoot,
  DialogTitle,
  DialogTrigger,
  ErrorSummary,
  Footer,
  PasswordField,
  Spinner,
  StatusBadge,
  SupportContactProvider,
  Table,
  Tabs,
  TabsContent,
  TabsList,
  TabsRoot,
  TabsTrigger,
  themeStyle,
  TextField,
  ThemeProvider,
  ToastProvider,
  Tooltip,
  TooltipContent,
  TooltipProvider,
  TooltipRoot,
  TooltipTrigger,
  useTheme,
  useToast,
  type ButtonProps,
  type DialogSize,
  type ToastOptions,
  type ThemeName,
  type ThemeSetting,
} from '@admission/ui';

/** A toast with a warning tone and an action, as an app shows one. */
function UndoToast(): ReactNode {
  const toast = useToast();
  const options: ToastOptions = {
    tone: 'caution',
    title: undefined,
    description: 'Brouillon supprimé',
    duration: undefined,
    action: { label: 'Annuler', onClick: () => {}, altText: 'Restaurez-le depuis vos brouillons' },
  };
  // @ts-expect-error: an action without its text for screen readers
  const withoutAltText: ToastOptions = { action: { label: 'Annuler', onClick: () => {} } };
  return (
    <button type="button" onClick={() => [toast.show(options), withoutAltText]}>
      Supprimer
    </button>
  );
}

function ThemeName(): ReactNode {
  const theme: ThemeName = useTheme();
  return theme;
}

export function App({ setting, label }: { setting?: ThemeSetting | undefined; label?: string | undefined }) {
  const button = useRef<HTMLButtonElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const section = useRef<HTMLElement>(null);
  const anchor = useRef<HTMLAnchorElement>(null);
  const tone: ButtonProps['tone'] = undefined;
  const size: DialogSize = 'lg';
  return (
    <ThemeProvider theme={setting} scope={undefined} className={undefined}>
      <ThemeName />
      <Button ref={button} tone={tone} size={undefined} busy={undefined} className="cta">
        {label ?? 'Continuer'}
      </Button>
      <TextField ref={field} label="Email" name="email" hint={undefined} error={undefined} />
      <CenteredPage
        productName="Scolarité"
        copyright="© Université"
        title="Connexion"
        subtitle={undefined}
        wide={undefined}
        supportEmail={undefined}
      >
        <PasswordField label="Mot de passe" name="password" />
      </CenteredPage>
      {/* Every building block takes a class name and a ref to its root element. */}
      <Alert ref={box} className="note" tone={undefined} title={undefined}>
        Texte
      </Alert>
      <Spinner ref={box} className="wait" label={undefined} />
      <StatusBadge ref={section} className="badge" tone="positive">
        Acceptée
      </StatusBadge>
      <Card ref={section} className="card" title="Titre" headingLevel={undefined} />
      <ErrorSummary ref={box} className="errors" errors={[{ message: 'Erreur', fieldId: undefined }]} />
      <Table
        ref={box}
        className="table"
        caption="Lignes"
        columns={[{ key: 'a', header: 'A', render: (row: string) => row }]}
        rows={['x']}
        getRowKey={(row) => row}
      />
      <Tabs ref={box} className="tabs" label="Onglets" items={[{ value: 'a', label: 'A', content: 'A' }]} />
      <AppLink ref={anchor} className="lien" to="/aide" appearance={undefined}>
        Aide
      </AppLink>
      <Button asChild>
        <a href="/aide">Aide</a>
      </Button>
      {/* Overlays: the class, the ref and the other attributes go on the dialog's box, the bubble. */}
      <Dialog ref={box} className="boite" data-testid="boite" id="boite" title="Titre" description={undefined}>
        Contenu
      </Dialog>
      <Tooltip ref={box} className="bulle" data-testid="bulle" content="Aide" side={undefined}>
        <button type="button">?</button>
      </Tooltip>
      {/* The same overlays in parts: composed by the app, each part with its class, ref and attributes. */}
      <DialogRoot defaultOpen={undefined} onOpenChange={(open) => open}>
        <DialogTrigger className="ouvrir">Ouvrir</DialogTrigger>
        <DialogContent ref={box} size={size} modal={false} className="boite" data-testid="boite-parts">
          <DialogHeader>
            <DialogTitle>Titre</DialogTitle>
            <DialogDescription>Description</DialogDescription>
          </DialogHeader>
          <DialogBody>Contenu</DialogBody>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">Fermer</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      </DialogRoot>
      {/* @ts-expect-error: not one of the dialog's sizes */}
      <DialogContent size="xl">Trop large</DialogContent>
      <TabsRoot defaultValue="a" className="onglets">
        <TabsList aria-label="Onglets">
          <TabsTrigger value="a">A</TabsTrigger>
        </TabsList>
        <TabsContent value="a">Contenu A</TabsContent>
      </TabsRoot>
      <TooltipProvider delayDuration={200} skipDelayDuration={undefined}>
        <TooltipRoot delayDuration={0}>
          <TooltipTrigger className="aide">?</TooltipTrigger>
          <TooltipContent ref={box} className="bulle" side="top">
            Aide
          </TooltipContent>
        </TooltipRoot>
      </TooltipProvider>
      <ToastProvider>
        <UndoToast />
      </ToastProvider>
      <TextField label="Code" aria-describedby="code-note" data-testid="code" />
      <SupportContactProvider email="aide@univ.example.sn" phones={undefined}>
        <Footer ref={section} className="pied" copyright="© Université" />
      </SupportContactProvider>
      {/* A rebrand with the contract's names, no cast; a misspelt name does not compile. */}
      <div style={themeStyle({ '--adm-color-primary': '#1565c0' })} />
      {/* @ts-expect-error: not a variable of the theme contract */}
      <div style={themeStyle({ '--adm-color-primry': '#1565c0' })} />
      {/* @ts-expect-error: not one of the Button's tones */}
      <Button tone="purple">Non</Button>
      {/* @ts-expect-error: the app's name is the app's, no default (the package names no product) */}
      <CenteredPage copyright="© Université" title="Connexion" />
      {/* @ts-expect-error: the footer's line is the app's, no default */}
      <Footer />
    </ThemeProvider>
  );
}
`,
  );
  const strict = {
    strict: true,
    exactOptionalPropertyTypes: true,
    noUncheckedIndexedAccess: true,
    noImplicitOverride: true,
    skipLibCheck: false,
    noEmit: true,
    jsx: 'react-jsx',
    target: 'ES2022',
    lib: ['ES2022', 'DOM', 'DOM.Iterable'],
    types: [],
    // TypeScript 7's default, set for TypeScript 5 too: a side-effect import must resolve.
    noUncheckedSideEffectImports: true,
  };
  write(join(tmp, 'ts/package.json'), JSON.stringify({ name: 'ts-consumer', private: true, type: 'module' }));
  for (const [name, resolution] of [
    ['node16', { module: 'node16', moduleResolution: 'node16' }],
    ['bundler', { module: 'esnext', moduleResolution: 'bundler' }],
  ] as const) {
    write(
      join(tmp, `ts/tsconfig.${name}.json`),
      JSON.stringify({ compilerOptions: { ...strict, ...resolution }, include: ['src'] }),
    );
  }
  console.info(`[pack test] consumer in ${tmp}, installed with: ${installMode}`);
  // A limit, not a wait: packing (with its build), installing and setting up take about a minute on
  // an idle 2-core machine; at a load of 28 (a clean-clone `npm test` beside other work) they passed
  // 5 minutes.
}, 900_000);

afterAll(() => {
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

describe('@admission/ui as published', () => {
  it('names no registry nor placeholder address, with a manifest older resolvers read too', () => {
    const pkg = JSON.parse(readFileSync(join(tmp, 'node_modules/@admission/ui/package.json'), 'utf8')) as {
      publishConfig: { registry?: string; access: string };
      repository?: unknown;
      exports: Record<string, Record<string, string> | string>;
      types: string;
      main: string;
      engines: { node: string };
      scripts: { prepack: string };
    };
    // The registry is the publisher's ADMISSION_NPM_REGISTRY (scripts/publish-ui.mjs), not the manifest's.
    expect(pkg.publishConfig).toEqual({ access: 'restricted' });
    expect(pkg.repository).toBeUndefined();
    expect(JSON.stringify(pkg)).not.toMatch(/\.example\b/);
    expect(pkg.scripts.prepack).toBe('npm run build');
    expect(pkg.engines.node).toBeTruthy();
    expect(pkg.exports['./package.json']).toBe('./package.json');
    const root = join(tmp, 'node_modules/@admission/ui');
    const main = pkg.exports['.'] as Record<string, string>;
    for (const target of [pkg.types, pkg.main, main.default!, main.types!, `${main.import!}.map`]) {
      expect(existsSync(join(root, target)), target).toBe(true);
    }
    expect(existsSync(join(root, 'LICENSE'))).toBe(true);
    expect(existsSync(join(root, 'CHANGELOG.md'))).toBe(true);
  });

  it('declares the public API that etc/ui.api.md reviews (`npm run api:ui` updates it)', () => {
    // API Extractor over the declarations the pack just built (dist/index.d.ts): without --local it
    // fails when they differ from the committed report, and leaves the new one in
    // packages/ui/.cache/api-extractor/ui.api.md for the diff.
    expect(readFileSync(join(uiDir, 'etc/ui.api.md'), 'utf8')).toMatch(
      /^export function Button\(input: ButtonProps\): react\.JSX\.Element;$/m,
    );
    const cli = join(workspaceRoot, 'node_modules/@microsoft/api-extractor/bin/api-extractor');
    let output: string;
    try {
      output = run(process.execPath, [cli, 'run', '--config', 'api-extractor.json'], uiDir);
    } catch (error) {
      output = String((error as { stdout?: string }).stdout ?? error);
    }
    expect(output, 'the public API changed: run `npm run api:ui`, review and commit etc/ui.api.md').toContain(
      'API Extractor completed successfully',
    );
  });

  it('ships ESM, types and one stylesheet, under the names package.json exports', () => {
    const pkg = JSON.parse(readFileSync(join(tmp, 'node_modules/@admission/ui/package.json'), 'utf8')) as {
      exports: Record<string, Record<string, string>>;
    };
    const root = join(tmp, 'node_modules/@admission/ui');
    for (const target of [
      pkg.exports['.']!.import!,
      pkg.exports['.']!.types!,
      pkg.exports['./styles.css']!.default!,
      pkg.exports['./styles.layer.css']!.default!,
      pkg.exports['./reset.css']!.default!,
    ]) {
      expect(existsSync(join(root, target)), target).toBe(true);
    }
    // Each stylesheet comes with its type declaration, the first condition (TypeScript reads the first it knows).
    for (const stylesheet of ['./styles.css', './styles.layer.css', './reset.css']) {
      expect(Object.keys(pkg.exports[stylesheet]!), stylesheet).toEqual(['types', 'default']);
      expect(readFileSync(join(root, pkg.exports[stylesheet]!.types!), 'utf8')).toMatch(/^export \{\s*\}$/m);
    }
    // Sources stay in the workspace: the tarball holds the build only, and the manifest names no
    // condition that would lead a resolver to them.
    expect(existsSync(join(root, 'src'))).toBe(false);
    expect(JSON.stringify(pkg.exports)).not.toContain('src/');
    // Sample people and applications are not part of the public API.
    expect(pkg.exports['./testing']).toBeUndefined();
    expect(existsSync(join(root, 'dist/testing.js'))).toBe(false);
  });

  it('marks every module as client code, ships only its stylesheets and no build-time package', () => {
    const root = join(tmp, 'node_modules/@admission/ui');
    const files = (readdirSync(join(root, 'dist'), { recursive: true }) as string[]).map((file) =>
      join('dist', file).split('\\').join('/'),
    );
    const modules = files.filter((file) => file.endsWith('.js'));
    expect(modules).toContain('dist/index.js');
    // An app with React Server Components may import the package from a server component: the
    // directive must come first in every module, the shared chunks and the lazy ones included.
    const unmarked = modules.filter(
      (file) => !readFileSync(join(root, file), 'utf8').startsWith('"use client";'),
    );
    expect(unmarked).toEqual([]);
    // styles.css, styles.layer.css and reset.css: no copy of a lazy chunk's styles beside them.
    expect(files.filter((file) => file.endsWith('.css')).sort()).toEqual([
      'dist/index.css',
      'dist/index.layer.css',
      'dist/reset.css',
    ]);
    // The layered sheet is styles.css, every rule of it, inside one `@layer admission { }`.
    const css = readFileSync(join(root, 'dist/index.css'), 'utf8');
    const layered = readFileSync(join(root, 'dist/index.layer.css'), 'utf8');
    expect(layered).toBe(
      `@layer admission {\n${css.replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '').trimEnd()}\n}\n`,
    );
    expect(css).not.toContain('@layer');
    expect(files.filter((file) => file.endsWith('.css.map')).sort()).toEqual([
      'dist/index.css.map',
      'dist/reset.css.map',
    ]);
    // The styles are compiled at build time: the JS never loads vanilla-extract, so no app installs it.
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(pkg.dependencies['@vanilla-extract/css']).toBeUndefined();
    for (const file of [...modules, 'dist/index.d.ts']) {
      expect(readFileSync(join(root, file), 'utf8'), file).not.toContain('@vanilla-extract/');
    }
  });

  it('describes its public API in French: no JSDoc of the declarations reads as English', () => {
    // The props tables and an editor's hover text are what a designer reads: each comment of
    // dist/index.d.ts (code spans aside) holds none of these English words.
    const declarations = readFileSync(join(tmp, 'node_modules/@admission/ui/dist/index.d.ts'), 'utf8');
    const comments = [...declarations.matchAll(/\/\*\*([\s\S]*?)\*\//g)].map((match) =>
      match[1]!.replace(/`[^`]*`/g, '').replace(/\s*\*\s*/g, ' '),
    );
    expect(comments.length).toBeGreaterThan(100);
    expect(
      comments.filter((comment) => /\b(?:the|and|is|are|its|with|when|which|from|it)\b/.test(comment)),
    ).toEqual([
      // A section's title of docs/behaviour.md, named as it is written there.
      expect.stringContaining('Grades, statuses and badges'),
      expect.stringContaining('Constants and limits'),
    ]);
  });

  it('holds no product copy: not one file of the tarball names the portal or words its pages', () => {
    const root = join(tmp, 'node_modules/@admission/ui');
    const files = (readdirSync(root, { recursive: true }) as string[])
      .map((file) => file.split('\\').join('/'))
      .filter((file) => !statSync(join(root, file)).isDirectory());
    // Every file npm packed (package.json, README, LICENSE, CHANGELOG, the build and its maps).
    expect(files.sort()).toEqual(packedFiles);
    const found = files.flatMap((file) => {
      const text = readFileSync(join(root, file), 'utf8');
      return PRODUCT_COPY.filter((words) => text.includes(words)).map((words) => `${file}: « ${words} »`);
    });
    expect(found).toEqual([]);
    // The scan reads what the blocks draw: their own words are there (here the toast's close button).
    expect(
      files.some((file) => readFileSync(join(root, file), 'utf8').includes('Fermer la notification')),
    ).toBe(true);
  });

  it('renders a page composed of blocks on the server with classes the built CSS defines', () => {
    write(
      join(tmp, 'render.mjs'),
      `import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ${SIGN_IN_IMPORTS} } from '@admission/ui';
process.stdout.write(renderToStaticMarkup(${SIGN_IN_PAGE}));
`,
    );
    const markup = run(process.execPath, ['render.mjs'], tmp);
    expect(markup).toContain('Scolarité');
    expect(markup).toContain('© Université');
    expect(markup).toContain('Identifiants incorrects. Veuillez réessayer.');
    const css = assets('out-app', '.css')
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    // Both themes' variables are in the app's CSS, under their stable public names.
    expect(css).toMatch(/--adm-color-background:\s*#f5f7f6/);
    expect(css).toMatch(/--adm-color-background:\s*#0f1412/);
    expect(css).toContain('.adm-theme-dark');
    // The reset is opt-in: the stylesheet does not touch the host's body or images.
    expect(css).not.toMatch(/(^|[}\s,])body\s*\{/);
    expect(css).not.toMatch(/img\s*,\s*svg\s*\{/);
    const defined = (name: string) => definesClass(css, name);
    // The panel, the title, the fields and the submit button carry styles of the stylesheet.
    for (const element of ['main', 'h1', 'input', 'button type="submit"']) {
      // `button type="submit"`: a <button> with that attribute, wherever it stands among the others.
      const [tag, attribute = ''] = element.split(' ');
      const classes =
        new RegExp(`<${tag}(?=[^>]*${attribute})[^>]*class="([^"]+)"`).exec(markup)?.[1]?.split(' ') ?? [];
      expect(classes.length, `<${element}> has classes`).toBeGreaterThan(0);
      // Base class first (a recipe's empty default variants have no rule of their own).
      expect(defined(classes[0]!), `<${element}> .${classes[0]} in the built CSS`).toBe(true);
    }
    const all = [
      ...new Set([...markup.matchAll(/class="([^"]+)"/g)].flatMap((match) => match[1]!.split(' '))),
    ];
    expect(all.filter(defined).length / all.length).toBeGreaterThan(0.8);
  });

  it('renders from a server component of a React Server Components app, as client references', () => {
    // A server component (no "use client") imports ui, as an app with RSC does. Its environment
    // resolves React with the `react-server` condition, which has no createContext: without the
    // directive, ui's modules would be bundled and run there, and the server would throw on load
    // (`createContext is not a function`). With it, the plugin replaces ui's exports by client
    // references on the server, and builds ui's code for the ssr and browser environments only.
    const dir = join(tmp, 'rsc');
    const options: RscPluginOptions = {
      entries: { rsc: './entry.rsc.js', ssr: './entry.ssr.js', client: './entry.browser.js' },
    };
    write(
      join(dir, 'vite.config.js'),
      `import rsc from '@vitejs/plugin-rsc';
export default { logLevel: 'error', plugins: [rsc(${JSON.stringify(options)})] };
`,
    );
    // Building blocks (one draws its own words) and the theme's context around them, with the stylesheet.
    write(
      join(dir, 'page.js'),
      `import '@admission/ui/styles.css';
import { createElement as h } from 'react';
import { Alert, Button, ErrorSummary, ThemeProvider } from '@admission/ui';
export function Page() {
  return h('html', { lang: 'fr' },
    h('head', null, h('meta', { charSet: 'utf-8' }), h('title', null, 'RSC')),
    h('body', null,
      h(ThemeProvider, { theme: 'dark', className: 'sombre' },
        h(Alert, { tone: 'critical' }, 'Dossier incomplet'),
        h(Button, { type: 'submit' }, 'Envoyer le dossier'),
        h(ErrorSummary, { errors: [{ message: 'Ajoutez votre relevé de notes.' }] }))));
}
`,
    );
    // The plugin's minimal framework: the RSC payload, or the HTML rendered from it (SSR).
    write(
      join(dir, 'entry.rsc.js'),
      `import { renderToReadableStream } from '@vitejs/plugin-rsc/rsc/server';
import { createElement } from 'react';
import { Page } from './page.js';
export default async function handler(request) {
  const payload = renderToReadableStream(createElement(Page));
  if (!request.headers.get('accept')?.includes('text/html')) {
    return new Response(payload, { headers: { 'content-type': 'text/x-component;charset=utf-8' } });
  }
  const ssr = await import.meta.viteRsc.loadModule('ssr', 'index');
  return new Response(await ssr.renderHtml(payload), { headers: { 'content-type': 'text/html' } });
}
`,
    );
    write(
      join(dir, 'entry.ssr.js'),
      `import { createFromReadableStream, getClientEntryUrl } from '@vitejs/plugin-rsc/ssr';
import { createElement, use } from 'react';
import { renderToReadableStream } from 'react-dom/server.edge';
export async function renderHtml(payload) {
  const tree = createFromReadableStream(payload);
  const html = await renderToReadableStream(createElement(() => use(tree)), { bootstrapModules: [getClientEntryUrl()] });
  await html.allReady;
  return html;
}
`,
    );
    write(
      join(dir, 'entry.browser.js'),
      `import { createFromFetch } from '@vitejs/plugin-rsc/browser';
import { hydrateRoot } from 'react-dom/client';
hydrateRoot(document, await createFromFetch(fetch(location.href, { headers: { accept: 'text/x-component' } })));
`,
    );
    write(
      join(dir, 'render.mjs'),
      `import handler from './dist/rsc/index.js';
const render = async (headers) => (await handler(new Request('http://localhost/', { headers }))).text();
process.stdout.write(JSON.stringify({ payload: await render({}), html: await render({ accept: 'text/html' }) }));
`,
    );
    // One build for the three environments (rsc, ssr, client), then the server bundle in Node. A
    // payload at all says React was resolved with `react-server`: react-server-dom throws otherwise.
    run(process.execPath, [join(tmp, 'node_modules/vite/bin/vite.js'), 'build', 'rsc'], tmp);
    const { payload, html } = JSON.parse(run(process.execPath, ['render.mjs'], dir)) as {
      payload: string;
      html: string;
    };

    // Each component is an import row of the payload (`<row>:I[<module>,<chunks>,<export>…]`) and
    // the tree names it by its row (`$L<row>`) with the props the server component gave it.
    const rows = Object.fromEntries(
      [...payload.matchAll(/^(\w+):I\["[^"]+",\[[^\]]*\],"(\w+)"/gm)].map(([, row, name]) => [name!, row!]),
    );
    expect(Object.keys(rows).sort()).toEqual(['Alert', 'Button', 'ErrorSummary', 'ThemeProvider']);
    expect(payload).toContain(
      `["$","$L${rows.Button}",null,{"type":"submit","children":"Envoyer le dossier"}]`,
    );
    expect(payload).toContain(
      `["$","$L${rows.ErrorSummary}",null,{"errors":[{"message":"Ajoutez votre relevé de notes."}]}]`,
    );
    // Not one of them ran on the server: none of their markup or own words in the payload, and none
    // of their code in the server bundle.
    expect(payload).not.toContain('data-adm');
    expect(payload).not.toContain('Il y a un problème');
    expect(readFileSync(join(dir, 'dist/rsc/index.js'), 'utf8')).not.toContain('Il y a un problème');

    // The HTML (SSR from the payload): the components' markup, and the one stylesheet the page
    // links, ui's, defines their classes.
    expect(html).toContain('Il y a un problème</h2>');
    const stylesheets = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map(
      (match) => match[1]!,
    );
    expect(stylesheets).toHaveLength(1);
    const css = readFileSync(join(dir, 'dist/client', stylesheets[0]!), 'utf8');
    expect(css).toMatch(/--adm-color-background:\s*#0f1412/);
    for (const [element, pattern] of [
      ['the theme wrapper', /<div class="([^"]+)" data-adm="theme-provider"/],
      ['the alert', /<div (?=[^>]*data-adm="alert")[^>]*class="([^"]+)"/],
      ['the button', /<button [^>]*class="([^"]+)">Envoyer le dossier<\/button>/],
      ["the error summary's title", /<h2 [^>]*class="([^"]+)"[^>]*>Il y a un problème</],
    ] as const) {
      const classes = pattern.exec(html)?.[1]?.split(' ') ?? [];
      // Base class first (a recipe's empty default variants have no rule of their own).
      expect(classes.length, `${element} has classes`).toBeGreaterThan(0);
      expect(definesClass(css, classes[0]!), `${element}: .${classes[0]} in the linked CSS`).toBe(true);
    }
    expect(html).toContain('<div class="adm-theme-dark sombre" data-adm="theme-provider">');
  }, 180_000);

  it('draws the built page with its styles in Chromium', async () => {
    const site = await serve(tmp);
    const browser = await chromium.launch(chromiumLaunchOptions());
    try {
      const page = await browser.newPage();
      await page.goto(`${site.url}/out-app/`);
      const button = page.getByRole('button', { name: 'Se connecter' });
      await button.waitFor();
      const style = await button.evaluate((element) => {
        const computed = getComputedStyle(element);
        return { background: computed.backgroundColor, minHeight: computed.minHeight };
      });
      // The light theme's primary colour (#0f6b3e) and the Button's 44 px touch target.
      expect(style).toEqual({ background: 'rgb(15, 107, 62)', minHeight: '44px' });
      // The documented brand override: one custom property, set by the host app.
      await page.evaluate(() => document.documentElement.style.setProperty('--adm-color-primary', '#1565c0'));
      expect(await button.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
        'rgb(21, 101, 192)',
      );
      // A dark wrapper in a light page (no class on <html>): its own surface, text and font, and a
      // field drawn dark inside it.
      const dark = await page.locator('.sombre').evaluate((element) => {
        const input = element.querySelector('input')!;
        const scope = getComputedStyle(element);
        return {
          classes: element.className,
          background: scope.backgroundColor,
          colorScheme: scope.colorScheme,
          inputBackground: getComputedStyle(input).backgroundColor,
          inputFont: getComputedStyle(input).fontFamily,
        };
      });
      expect(dark.classes).toBe('adm-theme-dark sombre');
      expect(dark.background).toBe('rgb(15, 20, 18)');
      expect(dark.colorScheme).toBe('dark');
      expect(dark.inputBackground).not.toBe('rgb(255, 255, 255)');
      expect(dark.inputFont).toMatch(/sans-serif/);
    } finally {
      await browser.close();
      await site.close();
    }
  }, 60_000);

  it.each([
    ['typescript', 'node16'],
    ['typescript', 'bundler'],
    ['typescript7', 'node16'],
    ['typescript7', 'bundler'],
  ])(
    'compiles in a strict TypeScript app (%s, exactOptionalPropertyTypes, %s resolution)',
    (compiler, name) => {
      // `typescript` is TypeScript 5.9, `typescript7` TypeScript 7 (npm's typescript@7.0.2).
      const tsc = join(tmp, 'node_modules', compiler, 'bin/tsc');
      expect(run(process.execPath, [tsc, '--version'], tmp)).toMatch(
        compiler === 'typescript7' ? /^Version 7\./ : /^Version 5\./,
      );
      let output = '';
      try {
        output = run(
          process.execPath,
          [tsc, '-p', `tsconfig.${name}.json`, '--pretty', 'false'],
          join(tmp, 'ts'),
        );
      } catch (error) {
        output = String((error as { stdout?: string }).stdout ?? error);
      }
      // Each @ts-expect-error is used (else TS2578), so the types are checked, not `any`.
      expect(output).toBe('');
    },
    60_000,
  );

  it('adds under 3 kB gzip of JS when only the Button is imported', () => {
    const base = gzipSize(assets('out-base', '.js'));
    const withButton = gzipSize(assets('out-button', '.js'));
    const added = withButton - base;
    console.info(`[pack test] Button adds ${added} B gzip (app without: ${base} B, with: ${withButton} B)`);
    expect(added).toBeGreaterThan(0);
    expect(added).toBeLessThan(BUTTON_BUDGET_GZIP);
  });

  it("brings a building block's own words, and no page's copy", () => {
    const js = assets('out-field', '.js')
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    // « Erreur : » with its no-break space, as the bundler wrote it (the character or an escape).
    expect(js).toMatch(/Erreur(?:\u00a0|\\xA0|\\u00a0):/i);
    for (const screenText of ['Connexion candidat', 'Périodes de candidature fermées', 'Accès refusé']) {
      expect(js).not.toContain(screenText);
    }
  });

  it('adds a page composed of blocks and the stylesheet within their budgets', () => {
    const base = gzipSize(assets('out-base', '.js'));
    const screen = gzipSize(assets('out-screen', '.js')) - base;
    const stylesheet = gzipSize(assets('out-app', '.css'));
    console.info(
      `[pack test] a sign-in page of blocks adds ${screen} B gzip of JS; the stylesheet is ${stylesheet} B gzip`,
    );
    expect(screen).toBeGreaterThan(BUTTON_BUDGET_GZIP);
    expect(screen).toBeLessThan(SCREEN_BUDGET_GZIP);
    expect(stylesheet).toBeLessThan(STYLESHEET_BUDGET_GZIP);
  });
});

// A host page whose own stylesheet restyles elements (hostilePage.ts: a serif body with a 24 px line
// height, red headings, loud buttons, links, paragraphs, labels and inputs, `content-box`
// everywhere), as another app of the institution or its CMS may have, and apps built with Tailwind
// CSS v4, whose preflight resets buttons, inputs, headings, lists and margins. Our classes set what
// those rules touch, so the building blocks, and each overlay open over them (a Dialog of each size,
// a Tooltip, a Toast with an action), must be drawn pixel for pixel as on a page without them, with
// the same computed styles.
describe('@admission/ui in a host page that restyles elements', () => {
  let browser: Browser;
  let site: Awaited<ReturnType<typeof serve>>;

  beforeAll(async () => {
    site = await serve(tmp);
    browser = await chromium.launch(chromiumLaunchOptions());
  });

  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  async function newPage() {
    // A context (not browser.newPage()): axe opens its own pages in it.
    const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
    return context.newPage();
  }

  interface Drawn {
    picture: Buffer;
    styles: Awaited<ReturnType<typeof ourStyles>>;
    problems: string[];
  }

  /**
   * Each state of the gallery built in `dir` (`out-gallery`...), with `hostSheet` added after ours:
   * its picture, our elements' computed styles, and what is wrong whatever the reference: text not
   * in the theme's font, and (with `axe`) axe's WCAG A/AA failures.
   */
  async function drawStates(
    page: Page,
    url: string,
    { hostSheet, axe = false }: { hostSheet?: string; axe?: boolean },
  ): Promise<Drawn[]> {
    await openGallery(page, url);
    if (hostSheet) await addHostSheet(page, hostSheet);
    const themeFont = await page
      .locator('#gallery')
      .evaluate((element) => getComputedStyle(element).getPropertyValue('--adm-font-body'));
    const normalise = (family: string) => family.replace(/["'\s]/g, '');
    const drawn: Drawn[] = [];
    for (const state of GALLERY_STATES) {
      await showState(page, state);
      const problems: string[] = [];
      const fonts = await textFonts(page);
      if (fonts.length < 10) problems.push(`${state}: only ${fonts.length} texts found`);
      for (const font of fonts) {
        if (normalise(font.fontFamily) !== normalise(themeFont)) {
          problems.push(`${state}: ${font.element} in ${font.fontFamily}`);
        }
      }
      if (axe) {
        // The blocks, or the overlays open over them (the page behind a modal dialog is hidden).
        const checked = new AxeBuilder({ page }).withTags([
          'wcag2a',
          'wcag2aa',
          'wcag21a',
          'wcag21aa',
          'wcag22aa',
        ]);
        for (const selector of state === 'blocks' ? ['#gallery'] : overlaySelectors[state])
          checked.include(selector);
        const { violations } = await checked.analyze();
        for (const violation of violations) {
          for (const node of violation.nodes) {
            problems.push(
              `${state}: axe ${violation.id} ${node.target.join(' ')} ${node.failureSummary ?? ''}`,
            );
          }
        }
      }
      drawn.push({ picture: await shootState(page, state), styles: await ourStyles(page), problems });
    }
    // The package's focus ring, from its own stylesheet (no reset.css here): 3 px, 2 px off, on the
    // button the keyboard moves to.
    await page.getByRole('button', { name: 'Se connecter' }).press('Tab');
    const ring = await page.evaluate(() => {
      const focused = document.activeElement as HTMLElement;
      const style = getComputedStyle(focused);
      return `${focused.textContent}: ${style.outlineStyle} ${style.outlineWidth}, offset ${style.outlineOffset}`;
    });
    if (ring !== 'Annuler: solid 3px, offset 2px') drawn.at(-1)!.problems.push(`focus ring ${ring}`);
    return drawn;
  }

  // The plain page's drawing per theme, the reference each variant is held to: drawn once, by the
  // first variant of its theme that needs it.
  const references = new Map<'light' | 'dark', Promise<Drawn[]>>();
  function referenceOf(theme: 'light' | 'dark'): Promise<Drawn[]> {
    let reference = references.get(theme);
    if (!reference) {
      reference = (async () => {
        const page = await newPage();
        try {
          return await drawStates(page, `${site.url}/out-gallery/?theme=${theme}`, {});
        } finally {
          await page.context().close();
        }
      })();
      references.set(theme, reference);
    }
    return reference;
  }

  const hostVariants = [
    { name: 'styles.css, host rules', dir: 'out-gallery', hostSheet: HOSTILE_CSS, axe: true },
    { name: 'styles.css, Tailwind, host rules', dir: 'out-tailwind', hostSheet: HOSTILE_CSS },
    // The host declares `@layer host, admission;` before any sheet, then loads ours, layered.
    {
      name: 'styles.layer.css, host rules in a lower layer',
      dir: 'out-layered',
      hostSheet: `@layer host {${HOSTILE_CSS}}`,
    },
    // Host rules where Tailwind has a page's base styles: its `base` layer, under ours.
    {
      name: 'styles.layer.css, Tailwind, host rules in its base layer',
      dir: 'out-tailwind-layered',
      hostSheet: `@layer base {${HOSTILE_CSS}}`,
      axe: true,
    },
  ];

  // One test per theme and host (each draws every state of the gallery, with axe on two hosts): as
  // one test per theme, the light theme's five drawings passed 120 s in a CI run on 2 busy cores.
  describe.each(['light', 'dark'] as const)('%s theme', (theme) => {
    it.each(hostVariants)(
      'blocks and overlays the same as on the plain page, theme fonts, no axe failure: $name',
      async (variant) => {
        const reference = await referenceOf(theme);
        const page = await newPage();
        try {
          const problems = reference.flatMap((drawn) =>
            drawn.problems.map((problem) => `reference: ${problem}`),
          );
          const drawn = await drawStates(page, `${site.url}/${variant.dir}/?theme=${theme}`, variant);
          let pixels = 0;
          let styles = 0;
          for (const [index, state] of GALLERY_STATES.entries()) {
            const differing = await differingPixels(page, reference[index]!.picture, drawn[index]!.picture);
            const differences = styleDifferences(reference[index]!.styles, drawn[index]!.styles);
            pixels += Math.abs(differing);
            styles += differences.length;
            if (differing !== 0) problems.push(`${state}: ${differing} pixels differ (-1: the size)`);
            problems.push(...differences.slice(0, 20).map((line) => `${state}: ${line}`));
            problems.push(...drawn[index]!.problems);
          }
          console.info(
            `[pack test] ${theme}, ${variant.name}, against the plain page (${GALLERY_STATES.join(', ')}): ${pixels} px, ${styles} styles`,
          );
          expect(problems).toEqual([]);
        } finally {
          await page.context().close();
        }
      },
      120_000,
    );
  });

  it('layers as README says: unlayered host rules win over styles.layer.css, Tailwind utilities too, its preflight only when our layer comes first', async () => {
    const page = await newPage();
    try {
      await openGallery(page, `${site.url}/out-gallery/`);
      const reference = await shootState(page, 'blocks');
      // The sheet is really layered: the host's unlayered rules win over it (hence styles.css,
      // unlayered, as the default).
      await openGallery(page, `${site.url}/out-layered/`);
      await addHostSheet(page, HOSTILE_CSS);
      expect(
        await differingPixels(page, reference, await shootState(page, 'blocks')),
        'unlayered host rules',
      ).not.toBe(0);
      // Our layer declared before Tailwind's (the sheet imported first): the lowest, so the preflight
      // strips our buttons and fields.
      await openGallery(page, `${site.url}/out-tailwind-misordered/`);
      expect(
        await differingPixels(page, reference, await shootState(page, 'blocks')),
        'our layer first',
      ).not.toBe(0);
      // In README's order a Tailwind utility on one of our elements wins; with the unlayered sheet ours does.
      const underlined = async (dir: string) => {
        await openGallery(page, `${site.url}/${dir}/`);
        return page.getByRole('button', { name: 'Se connecter' }).evaluate((button) => {
          button.classList.add('underline');
          return getComputedStyle(button).textDecorationLine;
        });
      };
      expect(await underlined('out-tailwind-layered')).toBe('underline');
      expect(await underlined('out-tailwind')).toBe('none');
    } finally {
      await page.context().close();
    }
  }, 60_000);
});

// `npm run release` publishes through scripts/publish-ui.mjs, to the registry ADMISSION_NPM_REGISTRY
// names and nowhere else. A dry run against a registry on loopback: npm may read the package's
// document there, but must not PUT anything, and lists the files it would publish.
describe('publishing @admission/ui', () => {
  it('goes to the registry ADMISSION_NPM_REGISTRY names, and a dry run sends nothing', async () => {
    const requests: string[] = [];
    const registry = createServer((request, response) => {
      requests.push(`${request.method} ${request.url}`);
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Not found"}');
    });
    await new Promise<void>((done) => registry.listen(0, '127.0.0.1', done));
    const address = registry.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      // Scripts off: the tarball's build (prepack) ran in beforeAll; this checks what would be sent.
      const { stdout, stderr } = await promisify(execFile)(
        process.execPath,
        [join(workspaceRoot, 'scripts/publish-ui.mjs'), '--dry-run', '--json', '--ignore-scripts'],
        {
          cwd: workspaceRoot,
          env: { ...env, ADMISSION_NPM_REGISTRY: `http://127.0.0.1:${port}` },
          encoding: 'utf8',
          timeout: 120_000,
        },
      );
      expect(stderr).toContain(`Publishing to http://127.0.0.1:${port}/`);
      expect(stderr).toContain('restricted access (dry-run)');
      // With --workspace npm keys its answer by package name.
      const json = JSON.parse(stdout.slice(stdout.indexOf('{'))) as Record<
        string,
        { name: string; version: string; files: { path: string }[] }
      >;
      const published = json['@admission/ui']!;
      expect(published.name).toBe('@admission/ui');
      const files = published.files.map((file) => file.path).sort();
      // The tarball's files, exactly: the build, the manifest, README, LICENSE and CHANGELOG.
      expect(files).toEqual(packedFiles);
      expect(files.filter((file) => !file.startsWith('dist/'))).toEqual([
        'CHANGELOG.md',
        'LICENSE',
        'README.md',
        'package.json',
      ]);
      for (const file of ['dist/index.js', 'dist/index.d.ts', 'dist/index.css', 'dist/index.layer.css']) {
        expect(files).toContain(file);
      }
      // Only reads of the package's document, on this registry; nothing put.
      expect(requests.length).toBeGreaterThan(0);
      expect(requests.filter((request) => !/^GET \/@admission(%2f|\/)ui$/i.test(request))).toEqual([]);
    } finally {
      await new Promise((done) => registry.close(done));
    }
  }, 120_000);

  it('refuses to publish without ADMISSION_NPM_REGISTRY, or to a placeholder address', () => {
    const attempt = (registry: string | undefined) => {
      const rest: NodeJS.ProcessEnv = { ...env };
      delete rest.ADMISSION_NPM_REGISTRY;
      try {
        execFileSync(process.execPath, [join(workspaceRoot, 'scripts/publish-ui.mjs'), '--dry-run'], {
          cwd: workspaceRoot,
          env: registry === undefined ? rest : { ...rest, ADMISSION_NPM_REGISTRY: registry },
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        return 'published';
      } catch (error) {
        return String((error as { stderr?: string }).stderr);
      }
    };
    expect(attempt(undefined)).toContain('ADMISSION_NPM_REGISTRY is not set');
    expect(attempt('https://npm.admission.example/')).toContain('placeholder');
    expect(attempt('http://npm.univ.example.sn/')).toContain('must be an https: URL');
  });
});
