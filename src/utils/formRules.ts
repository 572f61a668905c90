import type { Rule, RuleRender } from 'antd/es/form';
import { hiddenCharacterProblem } from '../contract/validators';

/** A shared check's answer: the message shown at the field, or nothing when the value is fine. */
type Answer = string | null | undefined;

const answer = (problem: Answer) =>
  problem ? Promise.reject(new Error(problem)) : Promise.resolve();

/**
 * The antd rule of a field checked by a shared check (src/contract/fieldRules.ts and the forms'
 * contracts), which the backend runs too: the field shows the check's own words. `required` only
 * marks the field; the check says what an empty value lacks.
 */
export function checkRule(check: (value: unknown) => Answer, { required = false } = {}): Rule {
  return { required, validator: (_rule: unknown, value: unknown) => answer(check(value)) };
}

/**
 * The antd rule of a field whose check reads the whole form (an amount range, a date between two
 * others): `problemOf` gets every value of the form, the field's own as just typed.
 */
export function formRule<V>(
  field: string,
  problemOf: (values: V) => Answer,
  { required = false } = {},
): Rule {
  const rule: RuleRender = (form) => ({
    required,
    validator: (_rule: unknown, value: unknown) =>
      answer(problemOf({ ...form.getFieldsValue(true), [field]: value })),
  });
  return rule;
}

/** The antd rule of a field from a whole-form check that lists its problems by field. */
export const problemsRule = <V>(
  field: string,
  problemsOf: (values: V) => readonly { field: string; message: string }[],
  options?: { required?: boolean },
): Rule =>
  formRule<V>(
    field,
    (values) => problemsOf(values).find((problem) => problem.field === field)?.message,
    options,
  );

/**
 * The antd rule of every free-text field: no control or invisible characters (the contract's
 * rule, which the backend applies too), with the field's name in the message.
 */
export const visibleTextRule = (label: string) =>
  checkRule((value) => hiddenCharacterProblem(value, label));
