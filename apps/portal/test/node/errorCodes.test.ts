// Every failure code flows reports has its French words in ui, and ui words no code flows never
// reports: the two unions are the same, checked by the type checker (`npm run typecheck`), which
// fails on the first code added to one side only.
import { describe, expectTypeOf, it } from 'vitest';
import type * as flows from '@admission/flows';
import type * as ui from '@admission/screens';

describe('failure codes: flows reports what ui words, no more, no less (and the ranks both know)', () => {
  it('sign-in and session', () => {
    expectTypeOf<flows.LoginErrorCode>().toEqualTypeOf<ui.LoginErrorCode>();
    expectTypeOf<flows.SessionErrorCode>().toEqualTypeOf<ui.SessionErrorCode>();
  });

  it('the dashboard, the programme change and the receipt', () => {
    expectTypeOf<flows.LoadErrorCode>().toEqualTypeOf<Exclude<ui.LoadStatus, 'loading' | 'ready'>>();
    expectTypeOf<flows.ProgramChangeErrorCode>().toEqualTypeOf<ui.ProgramChangeErrorCode>();
    expectTypeOf<flows.ReceiptLoadErrorCode>().toEqualTypeOf<ui.ReceiptLoadErrorCode>();
    expectTypeOf<flows.ReceiptEmailErrorCode>().toEqualTypeOf<ui.ReceiptEmailErrorCode>();
  });

  it('the ranks a speciality can be given: the dialog offers the ranks the machine accepts', () => {
    expectTypeOf<flows.Rank>().toEqualTypeOf<ui.Rank>();
  });

  it('the account pages', () => {
    expectTypeOf<flows.VerifyEmailErrorCode>().toEqualTypeOf<ui.VerifyEmailErrorCode>();
    expectTypeOf<flows.ResendVerificationErrorCode>().toEqualTypeOf<ui.ResendVerificationErrorCode>();
    expectTypeOf<flows.ResetRequestErrorCode>().toEqualTypeOf<ui.ResetRequestErrorCode>();
    expectTypeOf<flows.EmailRequestErrorCode>().toEqualTypeOf<ui.EmailRequestErrorCode>();
    expectTypeOf<flows.ResetConfirmErrorCode>().toEqualTypeOf<ui.ResetConfirmErrorCode>();
    expectTypeOf<flows.PasswordChangeErrorCode>().toEqualTypeOf<ui.PasswordChangeErrorCode>();
  });
});
