import { afterEach, describe, expect, it } from 'vitest';
import { page, server } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Login } from '../../src/screens/Login/Login';
import { ThemeProvider } from '../../src/components/ThemeProvider/ThemeProvider';
import { SupportContactProvider } from '../../src/components/SupportContact/SupportContact';
import { sampleSupportContacts } from '../../src/testing/index';
import { expectScreenshot } from '../../src/testing/visual';
import '../../src/reset.css';
import '../../src/styles.css';

// The story screenshots (every story, light 1280 px and dark 360 px) are only worth having if a
// real change fails them. This proves it for the change the theming contract invites: the brand
// colour. Same comparison, same whole-page capture as the stories (src/testing/visual.ts).

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

describe('visual tests', () => {
  it('match the reference when nothing changed, and fail when the brand colour does', async () => {
    await page.viewport(1280, 800);
    await render(<LoginPage />);
    await expect.element(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await expectScreenshot('brand-proof');
    // Under `vitest -u` the reference would be rewritten in blue: the proof only runs against a
    // reference it did not just write.
    if (updating) return;

    // The one variable another app sets to rebrand: green #0f6b3e to blue #1565c0.
    document.documentElement.style.setProperty('--adm-color-primary', '#1565c0');
    await expect(expectScreenshot('brand-proof')).rejects.toThrow(/does not match/);

    // And back: the same page matches again (the failure came from the colour, nothing else).
    document.documentElement.style.removeProperty('--adm-color-primary');
    await expectScreenshot('brand-proof');
  });
});
