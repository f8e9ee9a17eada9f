import { createRef, type ReactElement, type RefObject } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Alert } from '../../src/components/Alert/Alert';
import { Dialog, preloadDialog } from '../../src/components/Dialog/Dialog';
import { ErrorSummary } from '../../src/components/ErrorSummary/ErrorSummary';
import { PasswordField } from '../../src/components/PasswordField/PasswordField';
import { StatusBadge } from '../../src/components/StatusBadge/StatusBadge';
import { Table } from '../../src/components/Table/Table';
import { Tabs } from '../../src/components/Tabs/Tabs';
import { TextField } from '../../src/components/TextField/TextField';
import { Tooltip } from '../../src/components/Tooltip/Tooltip';
import '../../src/styles.css';

// Another team's app passes its own attributes (test ids, ids, aria-*, handlers) to our building
// blocks as it would to a <div>: they must reach the root element, beside our class, not vanish.
type Case = [name: string, element: (ref: RefObject<never>) => ReactElement, tag: string, ownClass?: false];

const host = { className: 'host', 'data-testid': 'hote', id: 'hote-id', 'aria-busy': true } as const;

const cases: Case[] = [
  ['Alert', (ref) => <Alert ref={ref} {...host} title="Titre" />, 'DIV'],
  ['ErrorSummary', (ref) => <ErrorSummary ref={ref} {...host} errors={[{ message: 'Erreur' }]} />, 'DIV'],
  [
    'StatusBadge',
    (ref) => (
      <StatusBadge ref={ref} {...host} tone="positive">
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
        {...host}
        caption="Lignes"
        columns={[{ key: 'a', header: 'A', render: (row: string) => row }]}
        rows={['x']}
        getRowKey={(row) => row}
      />
    ),
    'DIV',
  ],
  // Tabs' root is Radix's plain container: no class of ours on it.
  [
    'Tabs',
    (ref) => <Tabs ref={ref} {...host} label="Onglets" items={[{ value: 'a', label: 'A', content: 'A' }]} />,
    'DIV',
    false,
  ],
];

function expectHostProps(element: HTMLElement | null, tag: string, ownClass = true) {
  expect(element?.tagName).toBe(tag);
  expect(element?.classList.contains('host')).toBe(true);
  // The component's own styling is kept beside the host's class.
  if (ownClass) expect(element!.classList.length).toBeGreaterThan(1);
  expect(element?.getAttribute('data-testid')).toBe('hote');
  expect(element?.id).toBe('hote-id');
  expect(element?.getAttribute('aria-busy')).toBe('true');
}

describe('DOM props of the root element', () => {
  it.each(cases)(
    '%s passes className, ref, data-testid and other attributes on',
    async (_name, element, tag, ownClass) => {
      const ref = createRef<HTMLElement>();
      const screen = await render(element(ref as RefObject<never>));
      expectHostProps(ref.current, tag, ownClass !== false);
      expect(screen.getByTestId('hote').element()).toBe(ref.current);
      screen.unmount();
    },
  );

  it('Dialog: they go on the dialog box, with its role and name kept', async () => {
    await preloadDialog();
    const ref = createRef<HTMLDivElement>();
    const screen = await render(
      <Dialog ref={ref} {...host} title="Documents joints" defaultOpen>
        Contenu
      </Dialog>,
    );
    const dialog = page.getByRole('dialog', { name: 'Documents joints' });
    await expect.element(dialog).toBeVisible();
    expect(ref.current).toBe(dialog.element());
    expectHostProps(ref.current, 'DIV');
    screen.unmount();
  });

  it('Tooltip: they go on the bubble while it is open', async () => {
    const ref = createRef<HTMLDivElement>();
    const screen = await render(
      <Tooltip ref={ref} {...host} content="Aide contextuelle">
        <button type="button">Aide</button>
      </Tooltip>,
    );
    await userEvent.tab();
    await expect.element(page.getByRole('tooltip')).toHaveTextContent('Aide contextuelle');
    expectHostProps(ref.current, 'DIV');
    expect(ref.current?.textContent).toContain('Aide contextuelle');
    screen.unmount();
  });
});

describe("a consumer's aria-describedby", () => {
  it.each([
    ['TextField', TextField],
    ['PasswordField', PasswordField],
  ] as const)('%s joins it with the hint and the error, without duplicates', async (_name, Field) => {
    const screen = await render(
      <>
        <p id="note">Une note</p>
        <Field
          id="champ"
          label="Champ"
          hint="Aide"
          error="Obligatoire"
          data-testid="champ"
          aria-describedby=" note  champ-hint "
        />
      </>,
    );
    const input = screen.getByTestId('champ').element();
    expect(input.tagName).toBe('INPUT');
    expect(input.getAttribute('aria-describedby')).toBe('note champ-hint champ-error');
    await expect
      .element(screen.getByTestId('champ'))
      .toHaveAccessibleDescription(/Une note.*Aide.*Obligatoire/);
    screen.unmount();
  });

  it('keeps it alone when the field has no hint nor error, and sets none when nobody gives one', async () => {
    const screen = await render(
      <>
        <TextField label="Avec" aria-describedby="note" />
        <TextField label="Sans" aria-describedby="" />
      </>,
    );
    expect(screen.getByLabelText('Avec').element().getAttribute('aria-describedby')).toBe('note');
    expect(screen.getByLabelText('Sans').element().hasAttribute('aria-describedby')).toBe(false);
    screen.unmount();
  });
});

describe('styling hooks given by the consumer', () => {
  it('win over ours on the root, beside our class', async () => {
    const screen = await render(
      <>
        <Alert data-adm="bandeau" data-tone="maison" data-testid="alerte" title="Titre" />
        <StatusBadge data-adm="pastille" data-testid="badge" tone="positive">
          Acceptée
        </StatusBadge>
        <TextField label="Nom" data-adm-part="nom" />
      </>,
    );
    const alert = screen.getByTestId('alerte').element() as HTMLElement;
    expect([alert.dataset.adm, alert.dataset.tone]).toEqual(['bandeau', 'maison']);
    expect(alert.classList.length).toBeGreaterThan(0);
    const badge = screen.getByTestId('badge').element() as HTMLElement;
    expect([badge.dataset.adm, badge.dataset.tone]).toEqual(['pastille', 'positive']);
    expect((screen.getByLabelText('Nom').element() as HTMLElement).dataset.admPart).toBe('nom');
    screen.unmount();
  });
});
