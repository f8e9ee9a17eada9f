import { createRef, type ReactElement, type RefObject } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import '@admission/ui/styles.css';
import { EmailRequest, Loading, Login, NotFound, Profile, resetRequestPage } from '../../src/index';

// As ui's building blocks (packages/ui/test/browser/rootProps.test.tsx): each screen takes
// `className` and `ref` to its root element, which carries its own `data-adm` styling hook.
type Case = [name: string, element: (ref: RefObject<never>) => ReactElement, tag: string, hook: string];

const cases: Case[] = [
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
    'login',
  ],
  [
    'EmailRequest (reset link, sent)',
    (ref) => (
      <EmailRequest
        page={resetRequestPage}
        ref={ref}
        className="host"
        status="sent"
        sentTo="a@b.sn"
        onSubmit={() => {}}
        loginHref="/c"
      />
    ),
    'DIV',
    'reset-request',
  ],
  ['NotFound', (ref) => <NotFound ref={ref} className="host" />, 'DIV', 'not-found'],
  ['Loading', (ref) => <Loading ref={ref} className="host" />, 'MAIN', 'loading'],
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
    'profile',
  ],
];

describe('screens', () => {
  it.each(cases)('%s takes className and ref to its root element', async (_name, element, tag, hook) => {
    const ref = createRef<HTMLElement>();
    const screen = await render(element(ref as RefObject<never>));
    expect(ref.current?.tagName).toBe(tag);
    expect(ref.current?.classList.contains('host')).toBe(true);
    // The screen's own styling is kept beside the host's class.
    expect(ref.current!.classList.length).toBeGreaterThan(1);
    expect(ref.current?.dataset.adm).toBe(hook);
    screen.unmount();
  });

  it('a screen drawn with CenteredPage keeps its parts under its own name', async () => {
    const screen = await render(
      <Login status="idle" onSubmit={() => {}} registerHref="/r" resetPasswordHref="/p" />,
    );
    const login = screen.container.querySelector('[data-adm="login"]')!;
    expect(login.querySelector('[data-adm-part="title"]')?.tagName).toBe('H1');
    expect(login.querySelector('[data-adm-part="panel"]')?.tagName).toBe('MAIN');
    expect(login.querySelector('[data-adm="password-field"] [data-adm-part="toggle"]')?.tagName).toBe(
      'BUTTON',
    );
    expect(screen.container.querySelector('[data-adm="centered-page"]')).toBeNull();
    screen.unmount();
  });
});
