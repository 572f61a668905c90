import { errorFieldOf, errorMessageOf } from './requestErrors';

export interface Refusal<F extends string = string> {
  /** The form field the refusal names, when the form has it; otherwise it is shown above the form. */
  field?: F;
  message: string;
}

/** Where a refused form submit is shown: at the field the backend named, or above the form. */
export function refusalOf<F extends string>(error: unknown, fields: readonly F[]): Refusal<F> {
  const message = errorMessageOf(error);
  const field = errorFieldOf(error);
  return field && (fields as readonly string[]).includes(field)
    ? { field: field as F, message }
    : { message };
}
