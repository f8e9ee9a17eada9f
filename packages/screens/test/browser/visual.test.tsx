import { afterEach, describe, expect, it } from 'vitest';
import { page, server, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ThemeProvider } from '@admission/ui';
import {
  expectScreenshot,
  prepareVisualTest,
  sampleSupportContacts,
  settleForCapture,
} from '@admission/ui/testing';
import '@admission/ui/reset.css';
import '@admission/ui/styles.css';
import { Login } from '../../src/screens/Login/Login';
import { SupportContactProvider } from '../../src/chrome/SupportContactProvider';

// The story screenshots (every story, light 1280 px and dark 360 px) are only worth having if a
// real change fails them. This proves it for the change the theming contract invites: the brand
// colour. Same comparison, same whole-page capture as the stories (packages/ui/src/testing/visual.ts).

const updating = server.config.snapshotOptions.updateSnapshot === 'all';

afterEach(() => {
  document.documentElement.style.removeProperty('--adm-color-primary');
});

function LoginPage() {
  return (
    <ThemeProvider theme="light" scope="document">
      <SupportContactProvider {...sampleSupportContacts}>
        <Login
          status="idle"
          onSubmit={() => {}}
          registerHref="/inscription"
          resetPasswordHref="/mot-de-passe-oublie"
        />
      </SupportContactProvider>
    </ThemeProvider>
  );
}

/**
 * The Login page at 1280 px, matched with the proof's reference. False under `vitest -u`: the
 * reference was just rewritten, and a proof only runs against a reference it did not write.
 */
async function loginMatchesReference(): Promise<boolean> {
  await page.viewport(1280, 800);
  await render(<LoginPage />);
  await expect.element(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await expectScreenshot('brand-proof');
  return !updating;
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

describe('visual tests', () => {
  // First in this file: nothing has frozen the motion of this document yet.
  it('start with motion off, so a capture never catches a transition half-way', async () => {
    const { container } = await render(<div style={{ opacity: 1, transition: 'opacity 10s linear' }}>x</div>);
    const box = container.firstElementChild as HTMLElement;
    await nextFrame();
    box.style.opacity = '0';
    await nextFrame();
    await nextFrame();
    // The proof that there was something to stop: without the freeze the change takes 10 s.
    expect(Number(getComputedStyle(box).opacity)).toBeGreaterThan(0.5);

    prepareVisualTest();
    box.style.opacity = '1';
    await nextFrame();
    box.style.opacity = '0';
    await nextFrame();
    expect(getComputedStyle(box).opacity).toBe('0');
  });

  it('capture with the pointer parked out of the frame: no hover left by the last click', async () => {
    await page.viewport(1280, 800);
    await render(<LoginPage />);
    const button = page.getByRole('button', { name: 'Se connecter' });
    await userEvent.hover(button);
    expect(button.element().matches(':hover')).toBe(true);

    await settleForCapture(server.commands.parkPointer);
    expect(button.element().matches(':hover')).toBe(false);
    expect(document.querySelector('button:hover, a:hover, input:hover, label:hover')).toBeNull();
  });

  it('match the reference when nothing changed, and fail when the brand colour does', async () => {
    // Under `vitest -u` the reference would otherwise be rewritten in blue.
    if (!(await loginMatchesReference())) return;

    // The one variable another app sets to rebrand: green #0f6b3e to blue #1565c0.
    document.documentElement.style.setProperty('--adm-color-primary', '#1565c0');
    await expect(expectScreenshot('brand-proof')).rejects.toThrow(/does not match/);

    // And back: the same page matches again (the failure came from the colour, nothing else).
    document.documentElement.style.removeProperty('--adm-color-primary');
    await expectScreenshot('brand-proof');
  });

  it('fail when one character of the copy changes', async () => {
    // The tolerance once allowed 0.05 % of the pixels: « Email » for « E-mail » and a straight
    // apostrophe for ’ passed on the tall pages. Same page as the reference, one character off.
    if (!(await loginMatchesReference())) return;

    const label = Array.from(document.querySelectorAll('label')).find((element) =>
      element.textContent?.includes('E-mail'),
    );
    expect(label).toBeDefined();
    const text = Array.from(label!.childNodes).find((node) => node.textContent?.includes('E-mail'))!;
    text.textContent = text.textContent!.replace('E-mail', 'Email');
    await expect(expectScreenshot('brand-proof')).rejects.toThrow(/does not match/);

    text.textContent = text.textContent!.replace('Email', 'E-mail');
    await expectScreenshot('brand-proof');
  });
});
