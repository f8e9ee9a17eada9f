export {
  missingPasswordRules,
  passwordsMatch,
  passwordRuleCodes,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
} from './rules/password';
export type { PasswordRuleCode } from './rules/password';
