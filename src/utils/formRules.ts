import { hiddenCharacterProblem } from '../contract/validators';

/**
 * The antd form rule of every free-text field: no control or invisible characters (the contract's
 * rule, which the backend applies too), with the field's name in the message.
 */
export function visibleTextRule(label: string) {
  return {
    validator: (_rule: unknown, value: unknown) => {
      const problem = hiddenCharacterProblem(value, label);
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  };
}
