// The password rules, shared by the reset page and the profile's password change: apart from the
// catalogue of fr.ts, which the login page loads, so they come only with the pages that set a password.
// The codes are @admission/flows' PasswordRuleCode (it checks the rules); this module words them.
import type { PasswordRuleCode } from '@admission/flows';

/** Spec order of the password rules. */
export const passwordRuleCodes: readonly PasswordRuleCode[] = [
  'minLength',
  'uppercase',
  'lowercase',
  'digit',
  'special',
];

export const passwordPolicy = {
  hint: 'Au moins 8 caractères, une majuscule, une minuscule, un chiffre et un caractère spécial parmi !@#$%^&*(),.?":{}|<>',
  weakIntro: 'Le mot de passe doit contenir\u00a0: ',
} as const;

export const passwordRules = {
  minLength: 'Au moins 8 caractères',
  uppercase: 'Au moins une majuscule',
  lowercase: 'Au moins une minuscule',
  digit: 'Au moins un chiffre',
  special: 'Au moins un caractère spécial',
} as const satisfies Record<PasswordRuleCode, string>;

/**
 * « Le mot de passe doit contenir : au moins 8 caractères, au moins un chiffre » (spec order; the
 * rules, capitalised as list items, continue the sentence in lower case).
 */
export function weakPasswordMessage(missing: readonly PasswordRuleCode[]): string {
  const items = passwordRuleCodes
    .filter((code) => missing.includes(code))
    .map((code) => passwordRules[code].replace(/^\p{Lu}/u, (first) => first.toLowerCase()));
  return `${passwordPolicy.weakIntro}${items.join(', ')}`;
}
