import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../../src/components/Button/Button';
import { ThemeProvider } from '../../src/components/ThemeProvider/ThemeProvider';
import { vars } from '../../src/theme/vars.css';
import { themeStyle, themeVariables, type ThemeVariable } from '../../src/theme/variables';
import '../../src/styles.css';

const leaves = (tree: object): string[] =>
  Object.values(tree).flatMap((value: unknown) =>
    typeof value === 'string' ? [value] : leaves(value as object),
  );

describe('typed theme variable names', () => {
  it('name exactly the properties `vars` reads, in the same shape', () => {
    expect(leaves(themeVariables).map((name) => `var(${name})`)).toEqual(leaves(vars));
    expect(themeVariables.color.surfaceMuted).toBe('--adm-color-surface-muted');
    expect(themeVariables.space.md).toBe('--adm-space-md');
  });

  it('rebrand what they are set on, without a cast', async () => {
    const primary: ThemeVariable = '--adm-color-primary';
    await render(
      <ThemeProvider theme="light">
        <div style={themeStyle({ [primary]: 'rgb(21, 101, 192)' })}>
          <Button>Enregistrer</Button>
        </div>
      </ThemeProvider>,
    );
    const button = page.getByRole('button', { name: 'Enregistrer' }).element();
    expect(getComputedStyle(button).backgroundColor).toBe('rgb(21, 101, 192)');
    // A misspelt name does not compile.
    // @ts-expect-error '--adm-color-primry' is not a variable of the contract
    expect(themeStyle({ '--adm-color-primry': 'red' })).toEqual({ '--adm-color-primry': 'red' });
  });
});
