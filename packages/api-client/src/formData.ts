import type { UpdateWithChoicesFields, UpdateWithChoicesForm } from './types';

function isEmpty(value: unknown): value is null | undefined | '' {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/**
 * The multipart fields of call 7 from the update payload: empty, null or undefined values are
 * omitted, `IsMultipleChoice` is sent only when true, and `ProgramChoices` becomes the JSON
 * string `ProgramChoicesJson` (omitted when empty).
 */
export function toUpdateFormFields(fields: UpdateWithChoicesFields): UpdateWithChoicesForm {
  const { ProgramChoices, IsMultipleChoice, ...text } = fields;
  const form: Record<string, string> = {};
  for (const [name, value] of Object.entries(text)) {
    if (!isEmpty(value)) form[name] = value;
  }
  if (IsMultipleChoice === true) form.IsMultipleChoice = 'true';
  if (ProgramChoices && ProgramChoices.length > 0) {
    form.ProgramChoicesJson = JSON.stringify(
      ProgramChoices.map(({ ProgramId, Priority, ProgramName, ShortName }) => ({
        ProgramId,
        Priority,
        ProgramName,
        ShortName,
      })),
    );
  }
  // AccountId and PreferredLanguage are required by the type, so they are present unless blank.
  return form as UpdateWithChoicesForm;
}

/** The `FormData` sent by call 7 (see `toUpdateFormFields`). */
export function formDataOf(form: UpdateWithChoicesForm): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(form)) {
    if (typeof value === 'string') data.append(name, value);
  }
  return data;
}
