import { Component, createRef, useEffect, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import {
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
  preloadDialog,
} from '../../src/components/Dialog/Dialog';
import { Tabs, TabsContent, TabsList, TabsRoot, TabsTrigger } from '../../src/components/Tabs/Tabs';
import {
  Tooltip,
  TooltipContent,
  TooltipProvider,
  TooltipRoot,
  TooltipTrigger,
} from '../../src/components/Tooltip/Tooltip';
import { preloadToast, ToastProvider, useToast, type ToastOptions } from '../../src/components/Toast/Toast';
import { Button } from '../../src/components/Button/Button';
import '../../src/styles.css';

// The parts of the overlays and tabs, as another app uses them: each takes the attributes of its
// element (class joined with ours, ref, data-*, aria-*), carries the stable hooks (`data-adm` on
// the root, `data-adm-part` on the parts), and joins a host's `aria-describedby` with its own.

const host = (name: string) =>
  ({ className: `host-${name}`, 'data-testid': name, 'data-host': name }) as const;

/** The element of a part: the host's class beside ours, its data-*, and the part's hook. */
function expectPart(element: Element | null, name: string, part: string, ownClass = true) {
  expect(element, name).not.toBeNull();
  expect(element!.classList.contains(`host-${name}`), name).toBe(true);
  if (ownClass) expect(element!.classList.length, `${name}: our class kept`).toBeGreaterThan(1);
  expect(element!.getAttribute('data-host')).toBe(name);
  expect(element!.getAttribute('data-adm-part')).toBe(part);
}

/** Shows the error of what it holds, as an alert. */
class Caught extends Component<{ children: ReactNode }, { message: string | null }> {
  override state = { message: null };

  static getDerivedStateFromError(error: Error) {
    return { message: error.message };
  }

  override render() {
    return this.state.message === null ? this.props.children : <p role="alert">{this.state.message}</p>;
  }
}

afterEach(async () => {
  await page.viewport(1280, 800);
});

describe('Dialog parts', () => {
  it('pass class names, refs and attributes on, carry the hooks, and join aria-describedby', async () => {
    await preloadDialog();
    const refs = {
      trigger: createRef<HTMLButtonElement>(),
      content: createRef<HTMLDivElement>(),
      header: createRef<HTMLDivElement>(),
      title: createRef<HTMLHeadingElement>(),
      description: createRef<HTMLParagraphElement>(),
      body: createRef<HTMLDivElement>(),
      footer: createRef<HTMLDivElement>(),
      close: createRef<HTMLButtonElement>(),
    };
    const screen = await render(
      <>
        <p id="note">Dossier 2025-0142</p>
        <DialogRoot>
          <DialogTrigger ref={refs.trigger} {...host('trigger')}>
            Ouvrir
          </DialogTrigger>
          <DialogContent ref={refs.content} {...host('content')} aria-describedby=" note " size="lg">
            <DialogHeader ref={refs.header} {...host('header')}>
              <DialogTitle ref={refs.title} {...host('title')}>
                Pièces à fournir
              </DialogTitle>
            </DialogHeader>
            <DialogDescription ref={refs.description} {...host('description')}>
              Cochez les pièces déposées.
            </DialogDescription>
            <DialogBody ref={refs.body} {...host('body')}>
              Contenu
            </DialogBody>
            <DialogFooter ref={refs.footer} {...host('footer')}>
              <DialogClose ref={refs.close} {...host('close')}>
                Annuler
              </DialogClose>
            </DialogFooter>
          </DialogContent>
        </DialogRoot>
      </>,
    );
    const trigger = screen.getByRole('button', { name: 'Ouvrir' });
    expect(refs.trigger.current).toBe(trigger.element());
    // A plain <button> of ours: no class of its own.
    expectPart(refs.trigger.current, 'trigger', 'trigger', false);
    expect(trigger.element().getAttribute('aria-haspopup')).toBe('dialog');
    expect(trigger.element().getAttribute('aria-expanded')).toBe('false');

    await userEvent.click(trigger);
    const dialog = page.getByRole('dialog', { name: 'Pièces à fournir' });
    await expect.element(dialog).toBeVisible();
    // The page behind is hidden from assistive technology now: the element, not a role query.
    expect(refs.trigger.current!.getAttribute('aria-expanded')).toBe('true');
    expect(refs.content.current).toBe(dialog.element());
    expectPart(refs.content.current, 'content', 'content');
    expect(refs.content.current!.getAttribute('data-adm')).toBe('dialog');
    expect(refs.content.current!.getAttribute('data-size')).toBe('lg');
    expectPart(refs.header.current, 'header', 'header');
    expectPart(refs.title.current, 'title', 'title');
    expect(refs.title.current!.tagName).toBe('H2');
    expectPart(refs.description.current, 'description', 'description');
    expectPart(refs.body.current, 'body', 'body');
    expectPart(refs.footer.current, 'footer', 'footer');
    expectPart(refs.close.current, 'close', 'close', false);
    // The host's note first, then the dialog's description: both read, no empty id.
    const describedBy = dialog.element().getAttribute('aria-describedby')!.split(' ');
    expect(describedBy).toEqual(['note', refs.description.current!.id]);
    await expect.element(dialog).toHaveAccessibleDescription('Dossier 2025-0142 Cochez les pièces déposées.');
    // The header's close button (×) is drawn, marked as a close part too.
    await expect
      .element(page.getByRole('button', { name: 'Fermer' }))
      .toHaveAttribute('data-adm-part', 'close');

    // DialogClose closes; the focus goes back to the trigger that opened the dialog.
    await userEvent.click(page.getByRole('button', { name: 'Annuler' }));
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
    screen.unmount();
  });

  it('DialogClose and DialogTrigger make a child button theirs (asChild), handlers of both called', async () => {
    await preloadDialog();
    const onCancel = vi.fn();
    const screen = await render(
      <DialogRoot>
        <DialogTrigger asChild className="host-trigger">
          <Button variant="secondary" className="own">
            Ouvrir
          </Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader closeButton={false}>
            <DialogTitle>Question</DialogTitle>
          </DialogHeader>
          <DialogFooter>
            <DialogClose>
              <Button onClick={onCancel}>Annuler</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      </DialogRoot>,
    );
    const trigger = screen.getByRole('button', { name: 'Ouvrir' }).element();
    expect(trigger.className).toContain('host-trigger');
    expect(trigger.className).toContain('own');
    expect(trigger.getAttribute('data-adm-part')).toBe('trigger');
    await userEvent.click(trigger);
    const dialog = page.getByRole('dialog', { name: 'Question' });
    await expect.element(dialog).toBeVisible();
    // No × when the header is told so; the child Button is the close part, one button.
    expect(dialog.element().querySelectorAll('button')).toHaveLength(1);
    await userEvent.click(page.getByRole('button', { name: 'Annuler' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await expect.element(dialog).not.toBeInTheDocument();
    screen.unmount();
  });

  it('a part outside its dialog says where it belongs', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const screen = await render(
      <>
        <Caught>
          <DialogTitle>Titre</DialogTitle>
        </Caught>
        <Caught>
          <DialogTrigger>Ouvrir</DialogTrigger>
        </Caught>
      </>,
    );
    const messages = [...screen.container.querySelectorAll('[role="alert"]')].map((node) => node.textContent);
    expect(messages).toEqual([
      'Dialog parts go inside <DialogContent>',
      'Dialog parts go inside <DialogRoot>',
    ]);
    error.mockRestore();
    screen.unmount();
  });

  it('the simple Dialog joins its aria-describedby with its description', async () => {
    await preloadDialog();
    const screen = await render(
      <>
        <p id="note">Une note</p>
        <Dialog defaultOpen title="Documents joints" description="Pièces déposées." aria-describedby="note">
          Contenu
        </Dialog>
      </>,
    );
    const dialog = page.getByRole('dialog', { name: 'Documents joints' });
    await expect.element(dialog).toHaveAccessibleDescription('Une note Pièces déposées.');
    expect(dialog.element().getAttribute('data-adm')).toBe('dialog');
    screen.unmount();
  });

  it('a non-modal dialog leaves the page usable', async () => {
    await preloadDialog();
    const screen = await render(
      <>
        <DialogRoot defaultOpen>
          <DialogContent modal={false}>
            <DialogHeader>
              <DialogTitle>Aide</DialogTitle>
            </DialogHeader>
          </DialogContent>
        </DialogRoot>
        <button type="button">Autre action</button>
      </>,
    );
    await expect.element(page.getByRole('dialog', { name: 'Aide' })).toBeVisible();
    // Not hidden from assistive technology nor inert, no backdrop.
    await expect.element(screen.getByRole('button', { name: 'Autre action' })).toBeVisible();
    expect(document.body.style.pointerEvents).not.toBe('none');
    expect(document.querySelector('[aria-hidden="true"] button')).toBeNull();
    screen.unmount();
  });
});

describe('Tabs parts', () => {
  it('pass class names, refs and attributes on and carry the hooks', async () => {
    const refs = {
      root: createRef<HTMLDivElement>(),
      list: createRef<HTMLDivElement>(),
      tab: createRef<HTMLButtonElement>(),
      panel: createRef<HTMLDivElement>(),
    };
    const screen = await render(
      <TabsRoot ref={refs.root} {...host('root')} defaultValue="a">
        <TabsList ref={refs.list} {...host('list')} aria-label="Onglets">
          <TabsTrigger ref={refs.tab} {...host('tab')} value="a" aria-describedby="aide">
            A
          </TabsTrigger>
          <TabsTrigger value="b">B</TabsTrigger>
        </TabsList>
        <p id="aide">Aide</p>
        <TabsContent ref={refs.panel} {...host('panel')} value="a">
          Panneau A
        </TabsContent>
        <TabsContent value="b">Panneau B</TabsContent>
      </TabsRoot>,
    );
    // The root is Radix's plain container: no class of ours, the root's hook.
    expect(refs.root.current?.classList.contains('host-root')).toBe(true);
    expect(refs.root.current?.getAttribute('data-adm')).toBe('tabs');
    expect(refs.root.current?.getAttribute('data-host')).toBe('root');
    expectPart(refs.list.current, 'list', 'list');
    expect(refs.list.current).toBe(screen.getByRole('tablist', { name: 'Onglets' }).element());
    expectPart(refs.tab.current, 'tab', 'tab');
    await expect.element(screen.getByRole('tab', { name: 'A' })).toHaveAccessibleDescription('Aide');
    expectPart(refs.panel.current, 'panel', 'panel');
    await expect.element(screen.getByRole('tabpanel', { name: 'A' })).toHaveTextContent('Panneau A');
    screen.unmount();
  });

  it('the simple Tabs draws the same parts', async () => {
    const screen = await render(
      <Tabs label="Espace" items={[{ value: 'a', label: 'A', content: 'Panneau A' }]} className="host" />,
    );
    const root = screen.container.querySelector('[data-adm="tabs"]');
    expect(root?.classList.contains('host')).toBe(true);
    expect(root?.querySelector('[data-adm-part="list"] [data-adm-part="tab"]')).not.toBeNull();
    expect(root?.querySelector('[data-adm-part="panel"]')).not.toBeNull();
    screen.unmount();
  });
});

describe('Tooltip parts', () => {
  it('pass class names, refs and attributes on, and join the trigger’s aria-describedby', async () => {
    const trigger = createRef<HTMLButtonElement>();
    const content = createRef<HTMLDivElement>();
    const screen = await render(
      <>
        <p id="raccourci">Raccourci clavier</p>
        <TooltipRoot>
          <TooltipTrigger ref={trigger} {...host('trigger')} aria-describedby="raccourci">
            Imprimer
          </TooltipTrigger>
          <TooltipContent ref={content} {...host('content')} side="bottom">
            Ctrl+P
          </TooltipContent>
        </TooltipRoot>
      </>,
    );
    expectPart(trigger.current, 'trigger', 'trigger', false);
    await userEvent.tab();
    await expect.element(page.getByRole('tooltip')).toHaveTextContent('Ctrl+P');
    expectPart(content.current, 'content', 'content');
    expect(content.current?.getAttribute('data-adm')).toBe('tooltip');
    // The host's description kept, the tooltip's joined after it.
    const ids = trigger.current!.getAttribute('aria-describedby')!.split(' ');
    expect(ids[0]).toBe('raccourci');
    expect(ids).toHaveLength(2);
    await expect
      .element(screen.getByRole('button', { name: 'Imprimer' }))
      .toHaveAccessibleDescription('Raccourci clavier Ctrl+P');
    screen.unmount();
  });

  /** Hovers the trigger and says whether its tooltip is open `wait` ms later. */
  async function hoverOpens(name: string, wait: number): Promise<boolean> {
    await userEvent.hover(page.getByRole('button', { name }));
    await new Promise((resolve) => setTimeout(resolve, wait));
    return document.querySelector('[role="tooltip"]') !== null;
  }

  it('takes its delays from the provider, or its own', async () => {
    const screen = await render(
      <TooltipProvider delayDuration={2000}>
        <Tooltip content="Bulle lente">
          <button type="button">Lent</button>
        </Tooltip>
        <Tooltip content="Bulle rapide" delayDuration={0}>
          <button type="button">Rapide</button>
        </Tooltip>
      </TooltipProvider>,
    );
    // The provider's 2 s: still closed after the default 700 ms.
    expect(await hoverOpens('Lent', 900)).toBe(false);
    await userEvent.unhover(page.getByRole('button', { name: 'Lent' }));
    await userEvent.keyboard('{Escape}');
    // Its own 0 ms: open at once.
    await userEvent.hover(page.getByRole('button', { name: 'Rapide' }));
    await expect.element(page.getByRole('tooltip')).toHaveTextContent('Bulle rapide');
    screen.unmount();
  });

  it('a tooltip with its own skip delay brings its own provider, with the outer delay', async () => {
    const screen = await render(
      <TooltipProvider delayDuration={0}>
        <Tooltip content="Bulle" skipDelayDuration={0}>
          <button type="button">Seul</button>
        </Tooltip>
      </TooltipProvider>,
    );
    await userEvent.hover(page.getByRole('button', { name: 'Seul' }));
    await expect.element(page.getByRole('tooltip')).toHaveTextContent('Bulle');
    screen.unmount();
  });
});

function ShowToast({ options }: { options: ToastOptions }) {
  const toast = useToast();
  useEffect(() => {
    toast.show(options);
  }, [toast, options]);
  return null;
}

function withToasts(children: ReactNode) {
  return <ToastProvider>{children}</ToastProvider>;
}

describe('Toast', () => {
  it('a warning with an action: titled, hooked, the action calls back and closes it', async () => {
    await preloadToast();
    const onClick = vi.fn();
    const options: ToastOptions = {
      tone: 'caution',
      description: 'Votre brouillon n’a pas été enregistré.',
      duration: 60_000,
      action: { label: 'Réessayer', onClick, altText: 'Réessayez depuis le formulaire.' },
    };
    const screen = await render(withToasts(<ShowToast options={options} />));
    await expect.element(page.getByText('Votre brouillon n’a pas été enregistré.')).toBeVisible();
    const root = document.querySelector('[data-adm="toast"]')!;
    expect(root.getAttribute('data-tone')).toBe('caution');
    expect(root.querySelector('[data-adm-part="title"]')?.textContent).toBe('Avertissement');
    expect(root.querySelector('[data-adm-part="description"]')).not.toBeNull();
    expect(root.querySelector('[data-adm-part="close"]')).not.toBeNull();
    const action = page.getByRole('button', { name: 'Réessayer' });
    await expect.element(action).toHaveAttribute('data-adm-part', 'action');
    // Screen readers hear the alternative instead of the button (Radix Toast.Action's altText).
    expect(
      action
        .element()
        .closest('[data-radix-toast-announce-alt]')
        ?.getAttribute('data-radix-toast-announce-alt'),
    ).toBe('Réessayez depuis le formulaire.');
    await userEvent.click(action);
    expect(onClick).toHaveBeenCalledTimes(1);
    await expect.element(page.getByText('Votre brouillon n’a pas été enregistré.')).not.toBeInTheDocument();
    screen.unmount();
  });
});
