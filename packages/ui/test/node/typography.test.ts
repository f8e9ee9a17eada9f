// French typography of every string of ui's copy (issue « Never claim what did not happen »,
// item 10): what French public services print. The words are the spec's; only their typography and
// case differ (docs/behaviour.md, deviation 45).
import { describe, expect, it } from 'vitest';
import { accountCopy } from '../../src/copy/account';
import { blocksFr } from '../../src/copy/blocks';
import { candidateCopy } from '../../src/copy/candidate';
import { errorsCopy } from '../../src/copy/errors';
import { fr, passwordRuleCodes, weakPasswordMessage } from '../../src/copy/fr';
import { programChangeCopy } from '../../src/copy/programChange';
import { publicPagesCopy } from '../../src/copy/publicPages';
import { staffCopy } from '../../src/copy/staff';
import { studentCopy } from '../../src/copy/student';
import { pageTitles } from '../../src/copy/titles';

/** Every string of the copy, by path; a function is called with sample arguments. */
function* strings(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (typeof value === 'function') {
    const text: unknown = (value as (...args: unknown[]) => unknown)('Awa Diop', 'Licence Chimie', 'x');
    if (typeof text === 'string') yield [`${path}()`, text];
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) yield* strings(child, `${path}.${key}`);
  }
}

const copy = {
  fr,
  accountCopy,
  publicPagesCopy,
  blocksFr,
  candidateCopy,
  programChangeCopy,
  staffCopy,
  studentCopy,
  errorsCopy,
  pageTitles,
};
const all = Object.entries(copy).flatMap(([name, value]) => [...strings(value, name)]);

/** Not French prose: the spec's English 404 line, and the password rules' character list. */
const SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';
const exempt = (text: string) => text.replace(SPECIAL_CHARACTERS, '').replace('Oops! Page not found', '');

const NNBSP = '\u202f';
const NBSP = '\u00a0';

const rules: [string, (text: string) => boolean][] = [
  ['a narrow no-break space before « ? ! ; »', (text) => /(?:^|[^\u202f])[?!;]/.test(text)],
  ['a no-break space before « : »', (text) => /(?:^|[^\u00a0]):(?!\/\/|\d)/.test(text)],
  ['« … », not three dots', (text) => text.includes('...')],
  ['a typographic apostrophe', (text) => text.includes("'")],
  ['one spelling: « e-mail »', (text) => /(?<![Ee]-)\b[Ee]mail\b/.test(text)],
];

describe('French typography of ui’s copy', () => {
  it('covers the whole copy', () => {
    expect(all.length).toBeGreaterThan(300);
  });

  it.each(rules)('%s, everywhere', (_rule, breaks) => {
    const breaches = all.filter(([, text]) => breaks(exempt(text))).map(([path, text]) => `${path}: ${text}`);
    expect(breaches).toEqual([]);
  });

  it('headings in sentence case (proper nouns aside)', () => {
    const properNouns = new Set(['Université', 'Institut', 'Coran', 'Majalis', 'JavaScript']);
    const headings = all.filter(([path]) => /(?:^|\.)(?:title|\w*Title)$|^staffCopy\.titles\./.test(path));
    expect(headings.length).toBeGreaterThan(40);
    const titleCase = headings.filter(([, text]) =>
      text
        .split(/\s+/)
        .slice(1)
        .some((word) => /^\p{Lu}\p{Ll}/u.test(word) && !properNouns.has(word)),
    );
    expect(titleCase).toEqual([]);
  });

  it('the rules missed continue the sentence in lower case', () => {
    expect(weakPasswordMessage(['minLength', 'digit'])).toBe(
      `Le mot de passe doit contenir${NBSP}: au moins 8 caractères, au moins un chiffre`,
    );
    expect(passwordRuleCodes.map((code) => fr.passwordRules[code][0])).toEqual(['A', 'A', 'A', 'A', 'A']);
  });

  it('breaks a line neither before « ? » nor inside « Votre choix actuel : 1. Productions végétales »', () => {
    expect(fr.login.forgotPassword).toBe(`Mot de passe oublié${NNBSP}?`);
    expect(programChangeCopy.currentChoice('1.\u00a0PV')).toBe(
      `Votre choix actuel${NBSP}: 1.${NBSP}PV`,
    );
  });
});
