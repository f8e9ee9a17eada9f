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
  Loading,
  Login,
  NotFound,
  Profile,
  ResetRequest,
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
  ['CenteredPage', (ref) => <CenteredPage ref={ref} className="host" title="Titre" />, 'DIV'],
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
  ['Footer', (ref) => <Footer ref={ref} className="host" />, 'FOOTER'],
  ['GradeMark', (ref) => <GradeMark ref={ref} className="host" mark={12} />, 'SPAN'],
  ['Spinner', (ref) => <Spinner ref={ref} className="host" />, 'DIV'],
  [
    'StatusBadge',
    (ref) => (
      <StatusBadge ref={ref} className="host" tone="green">
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
  // Screens: a page's root.
  [
    'Login',
    (ref) => (
      <Login
        ref={ref}
        className="host"
        status="idle"
        onSubmit={() => {}}
        registerHref="/r"
        resetPasswordHref="/p"
      />
    ),
    'DIV',
  ],
  [
    'ResetRequest (sent)',
    (ref) => (
      <ResetRequest
        ref={ref}
        className="host"
        status="sent"
        sentTo="a@b.sn"
        onSubmit={() => {}}
        loginHref="/c"
      />
    ),
    'DIV',
  ],
  ['NotFound', (ref) => <NotFound ref={ref} className="host" />, 'DIV'],
  ['Loading', (ref) => <Loading ref={ref} className="host" />, 'MAIN'],
  [
    'Profile',
    (ref) => (
      <Profile
        ref={ref}
        className="host"
        user={{ fullName: 'Awa Diop', email: 'awa@exemple.sn' }}
        passwordStatus="idle"
        onPasswordSubmit={() => {}}
        onPhotoChange={() => {}}
      />
    ),
    'DIV',
  ],
];

describe('building blocks and screens', () => {
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
      <Button asChild tone="secondary">
        <a href="/aide">Aide</a>
      </Button>,
    );
    const link = screen.container.querySelector('a');
    expect(link?.getAttribute('href')).toBe('/aide');
    expect(link?.className).not.toBe('');
    expect(screen.container.querySelector('button')).toBeNull();
  });
});
