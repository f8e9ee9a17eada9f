// What calls 6 and 7 need beyond the client: the readers of their answers and the form's code. They
// belong to the programme change, which the candidate opens, so they load with the first of those
// calls rather than with the first page (their bytes count against the candidate's journey).
import * as v from 'valibot';
import { parseEnvelope, readEnvelopeData, withMessage } from './envelope';
import type { SavedChoices } from './candidateApi';
import type { ApiResult } from './result';
import { choiceReceiptSchema, eligibleProgramsDataSchema } from './schemas';
import type { EligibleProgramsData } from './types';

export { formDataOf, toUpdateFormFields } from './formData';

/** Reads call 6's answer. */
export const readEligiblePrograms = (body: string): ApiResult<EligibleProgramsData> =>
  readEnvelopeData(body, eligibleProgramsDataSchema);

/** Reads call 7's confirmation: `isSuccess` decides, the receipt comes along when it reads. */
export function readSavedChoices(body: string): ApiResult<SavedChoices> {
  const parsed = parseEnvelope(body);
  if (!parsed.ok) return parsed;
  const { envelope } = parsed;
  if (!envelope.isSuccess) {
    return { ok: false, error: withMessage({ kind: 'rejected' }, envelope.message) };
  }
  const receipt = v.safeParse(choiceReceiptSchema, envelope.data);
  return {
    ok: true,
    data: { message: envelope.message ?? null, receipt: receipt.success ? receipt.output : null },
  };
}
