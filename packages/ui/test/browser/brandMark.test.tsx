import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { CenteredPage } from '../../src/components/PageLayout/PageLayout';
import { CandidateHeader } from '../../src/components/CandidateHeader/CandidateHeader';
import { icon } from '../../src/icons/icons.css';
import '../../src/styles.css';

// The brand mark is an icon (1.25em, icons.css) sized 1.75rem by its layout. Both are one class:
// whichever stylesheet came last won, so in an app whose chunk loaded the icons' CSS after the
// layout's, the mark shrank to 1.25em. Here the icons' rule is loaded again, last.
function iconsStylesheetLast(): HTMLStyleElement {
  const late = document.createElement('style');
  late.textContent = `.${icon} { width: 1.25em; height: 1.25em; }`;
  document.head.append(late);
  return late;
}

describe('the brand mark', () => {
  let late: HTMLStyleElement | undefined;
  afterEach(() => late?.remove());

  it('keeps its 1.75rem in the centred page whichever stylesheet loads last', async () => {
    late = iconsStylesheetLast();
    const screen = await render(
      <CenteredPage productName="Admission en ligne" copyright="Établissement" title="Connexion candidat" />,
    );
    const mark = screen.container.querySelector<SVGElement>('[data-adm-part="header"] svg')!;
    expect(getComputedStyle(mark).width).toBe('28px');
    expect(getComputedStyle(mark).height).toBe('28px');
  });

  it('keeps its 1.75rem in the candidate header whichever stylesheet loads last', async () => {
    late = iconsStylesheetLast();
    const screen = await render(
      <CandidateHeader
        productName="Admission en ligne"
        onLogout={() => {}}
        theme="light"
        onThemeToggle={() => {}}
      />,
    );
    const mark = screen.container.querySelector<SVGElement>('[data-adm-part="brand"] svg')!;
    expect(getComputedStyle(mark).width).toBe('28px');
  });
});
