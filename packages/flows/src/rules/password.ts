// Password rules (docs/behaviour.md, « Passwords »), in the spec's order. Codes leave flows; ui
// words them in French.
const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';

const passwordRuleCodes = ['minLength', 'uppercase', 'lowercase', 'digit', 'special'] as const;
export type PasswordRuleCode = (typeof passwordRuleCodes)[number];

const checks: Record<PasswordRuleCode, (password: string) => boolean> = {
  minLength: (p) => p.length >= PASSWORD_MIN_LENGTH,
  uppercase: (p) => /[A-Z]/.test(p),
  lowercase: (p) => /[a-z]/.test(p),
  digit: (p) => /[0-9]/.test(p),
  special: (p) => [...p].some((c) => PASSWORD_SPECIAL_CHARACTERS.includes(c)),
};

/** The rules a password misses, in the spec's order; empty when the password is acceptable. */
export function missingPasswordRules(password: string): PasswordRuleCode[] {
  return passwordRuleCodes.filter((code) => !checks[code](password));
}

export function passwordsMatch(password: string, confirmation: string): boolean {
  return password === confirmation;
}
