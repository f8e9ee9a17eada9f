import { createRef, type ReactElement, type RefObject } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import {
  Alert,
  AppLink,
  Button,
  CandidateHeader,
  Card,
  CenteredPage,
  ErrorSummary,
  ExternalLink,
  Footer,
  GradeMark,
  Spinner,
  StatusBadge,
  Table,
  Tabs,
  TextField,
  ThemeToggle,
} from '../../src/index';
import '../../src/styles.css';

// Another app places and measures our components: each takes `className` and `ref` to its root
// element (the element that carries the component's own class), as the libraries it sits beside do.
// `ownClass: false`: the root carries no class of ours (Tabs' root is Radix's plain container).
type Case = [name: string, element: (ref: RefObject<never>) => ReactElement, tag: string, ownClass?: false];

const cases: Case[] = [
  ['Alert', (ref) => <Alert ref={ref} className="host" title="Titre" />, 'DIV'],
  [
    'AppLink',
    (ref) => (
      <AppLink ref={ref} className="host" to="/aide">
        Aide
      </AppLink>
    ),
    'A',
  ],
  [
    'Button',
    (ref) => (
      <Button ref={ref} className="host">
        Continuer
      </Button>
    ),
    'BUTTON',
  ],
  [
    'CandidateHeader',
    (ref) => (
      <CandidateHeader
        productName="Scolarité"
        ref={ref}
        className="host"
        theme="light"
        onThemeToggle={() => {}}
        onLogout={() => {}}
      />
    ),
    'HEADER',
  ],
  ['Card', (ref) => <Card ref={ref} className="host" title="Titre" />, 'SECTION'],
  [
    'CenteredPage',
    (ref) => (
      <CenteredPage
        productName="Scolarité"
        copyright="© Université"
        ref={ref}
        className="host"
        title="Titre"
      />
    ),
    'DIV',
  ],
  [
    'ErrorSummary',
    (ref) => <ErrorSummary ref={ref} className="host" errors={[{ message: 'Erreur' }]} />,
    'DIV',
  ],
  [
    'ExternalLink',
    (ref) => (
      <ExternalLink ref={ref} className="host" href="https://example.org">
        Lien
      </ExternalLink>
    ),
    'A',
  ],
  ['Footer', (ref) => <Footer copyright="© Université" ref={ref} className="host" />, 'FOOTER'],
  ['GradeMark', (ref) => <GradeMark ref={ref} className="host" mark={12} />, 'SPAN'],
  ['Spinner', (ref) => <Spinner ref={ref} className="host" />, 'DIV'],
  [
    'StatusBadge',
    (ref) => (
      <StatusBadge ref={ref} className="host" tone="positive">
        Acceptée
      </StatusBadge>
    ),
    'SPAN',
  ],
  [
    'Table',
    (ref) => (
      <Table
        ref={ref}
        className="host"
        caption="Lignes"
        columns={[{ key: 'a', header: 'A', render: (row: string) => row }]}
        rows={['x']}
        getRowKey={(row) => row}
      />
    ),
    'DIV',
  ],
  [
    'Tabs',
    (ref) => (
      <Tabs ref={ref} className="host" label="Onglets" items={[{ value: 'a', label: 'A', content: 'A' }]} />
    ),
    'DIV',
    false,
  ],
  [
    'ThemeToggle',
    (ref) => <ThemeToggle ref={ref} className="host" theme="light" onToggle={() => {}} />,
    'BUTTON',
  ],
];

describe('building blocks', () => {
  it.each(cases)('%s takes className and ref to its root element', async (_name, element, tag, ownClass) => {
    const ref = createRef<HTMLElement>();
    const screen = await render(element(ref as RefObject<never>));
    expect(ref.current?.tagName).toBe(tag);
    expect(ref.current?.classList.contains('host')).toBe(true);
    // The component's own styling is kept beside the host's class.
    if (ownClass !== false) expect(ref.current!.classList.length).toBeGreaterThan(1);
    screen.unmount();
  });

  it('TextField: the ref is the input (to focus it), the class name goes on the field around it', async () => {
    const ref = createRef<HTMLInputElement>();
    const screen = await render(<TextField ref={ref} className="host" label="E-mail" />);
    expect(ref.current?.tagName).toBe('INPUT');
    expect(ref.current?.closest('.host')?.querySelector('label')?.textContent).toBe('E-mail');
    screen.unmount();
  });

  it('Button asChild styles the link it is given, with no button around it', async () => {
    const screen = await render(
      <Button asChild variant="secondary">
        <a href="/aide">Aide</a>
      </Button>,
    );
    const link = screen.container.querySelector('a');
    expect(link?.getAttribute('href')).toBe('/aide');
    expect(link?.className).not.toBe('');
    expect(screen.container.querySelector('button')).toBeNull();
  });
});

// The stable styling hooks (README, « Styling hooks and layers »): class names are hashed, so a host
// app styles and finds our components by `data-adm` on the root, `data-adm-part` on named parts,
// and `data-variant`, `data-tone` and `data-size` for variants.
const hookNames: Record<string, string> = {
  Alert: 'alert',
  AppLink: 'app-link',
  Button: 'button',
  CandidateHeader: 'candidate-header',
  Card: 'card',
  CenteredPage: 'centered-page',
  ErrorSummary: 'error-summary',
  ExternalLink: 'external-link',
  Footer: 'footer',
  GradeMark: 'grade-mark',
  Spinner: 'spinner',
  StatusBadge: 'status-badge',
  Table: 'table',
  Tabs: 'tabs',
  ThemeToggle: 'theme-toggle',
};

describe('styling hooks', () => {
  it.each(cases)('%s marks its root with data-adm', async (name, element) => {
    const ref = createRef<HTMLElement>();
    const screen = await render(element(ref as RefObject<never>));
    expect(hookNames[name], `a hook name is listed for ${name}`).toBeDefined();
    expect(ref.current?.dataset.adm).toBe(hookNames[name]);
    screen.unmount();
  });

  it('names the parts of a field, and puts variants on the root', async () => {
    const screen = await render(
      <>
        <TextField label="Nom" hint="Comme sur la pièce d’identité" error="Obligatoire" />
        <Button tone="critical" size="sm">
          Supprimer
        </Button>
        <Alert tone="caution" title="Attention">
          Texte
        </Alert>
        <StatusBadge tone="positive">Acceptée</StatusBadge>
        <Card title="Dossier">Contenu</Card>
        <ErrorSummary errors={[{ message: 'Erreur' }]} />
        <Table
          caption="Lignes"
          columns={[{ key: 'a', header: 'A', render: (row: string) => row }]}
          rows={['x']}
          getRowKey={(row) => row}
        />
      </>,
    );
    const root = screen.container;
    const field = root.querySelector('[data-adm="text-field"]')!;
    expect(field.querySelector('[data-adm-part="label"]')?.tagName).toBe('LABEL');
    expect(field.querySelector('[data-adm-part="hint"]')?.textContent).toBe('Comme sur la pièce d’identité');
    expect(field.querySelector('[data-adm-part="error"]')?.textContent).toContain('Obligatoire');
    expect(field.querySelector('[data-adm-part="input"]')?.tagName).toBe('INPUT');
    const button = root.querySelector<HTMLElement>('[data-adm="button"]')!;
    expect([button.dataset.variant, button.dataset.tone, button.dataset.size]).toEqual([
      'primary',
      'critical',
      'sm',
    ]);
    const alert = root.querySelector<HTMLElement>('[data-adm="alert"]')!;
    expect(alert.dataset.tone).toBe('caution');
    expect(alert.querySelector('[data-adm-part="title"]')?.textContent).toBe('Attention');
    expect(alert.querySelector('[data-adm-part="description"]')?.textContent).toBe('Texte');
    expect(alert.querySelector('[data-adm-part="icon"]')?.tagName.toLowerCase()).toBe('svg');
    expect(root.querySelector<HTMLElement>('[data-adm="status-badge"]')?.dataset.tone).toBe('positive');
    expect(root.querySelector('[data-adm="card"] [data-adm-part="title"]')?.tagName).toBe('H2');
    expect(root.querySelector('[data-adm="error-summary"] [data-adm-part="title"]')?.tagName).toBe('H2');
    expect(root.querySelector('[data-adm="table"] [data-adm-part="caption"]')?.textContent).toBe('Lignes');
    screen.unmount();
  });
});
