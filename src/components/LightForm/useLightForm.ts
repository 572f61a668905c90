import { useId, useRef, useState, type FormEvent } from 'react';

type Key<V> = keyof V & string;

/** A field's check: the message to show, or undefined when the value is fine. */
export type Rule<V, T = string> = (value: T, values: V) => string | undefined;
export type Rules<V> = { [K in Key<V>]?: Rule<V, V[K]>[] };
export type FieldErrors<V> = Partial<Record<Key<V>, string>>;

/** What a field component takes from the form for one field. */
export interface FieldBinding<T = string> {
  id: string;
  name: string;
  value: T;
  error?: string;
  required: boolean;
  /** The form draws an asterisk before the label of a required field (publishing forms). */
  requiredMark?: boolean;
  onChange: (value: T) => void;
}

export interface LightFormOptions<V> {
  /** After every change of values, by the user or by `setValues` (to keep a draft). */
  onValuesChange?: (values: V) => void;
  /** Mark required fields with an asterisk, as antd's `requiredMark`. */
  requiredMark?: boolean;
  /**
   * The fields a user must fill in, when some fields with rules are optional (their rules check
   * only what is given); by default every field with rules.
   */
  required?: readonly Key<V>[];
}

/**
 * The state of a light public form (login, registration, publishing): plain values, the message of
 * each field that fails its rules, and submit handling that sends nothing until every field
 * passes. As with antd Form, a field is checked as it is typed in (with any other field that
 * shows a message, so 确认密码 follows 密码) and every field on submit, which focuses the first that
 * fails. Not on blur: a message appearing then would move the submit button under a pointer that
 * is pressing it, and the click would be lost. Replaces antd Form on pages whose whole script
 * budget is 250 KB.
 */
export default function useLightForm<V extends object>(
  initial: V,
  rules: Rules<V>,
  options: LightFormOptions<V> = {},
) {
  const [values, setValuesState] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  // Read by handlers that run before the next render (a submit right after the last keystroke).
  const latest = useRef(values);
  latest.current = values;
  const prefix = useId().replace(/:/g, '');
  const idOf = (name: string) => `${prefix}-${name}`;
  const names = () => Object.keys(rules) as Key<V>[];

  const check = (name: Key<V>, all: V) => {
    const value = all[name] ?? ('' as V[Key<V>]);
    for (const rule of rules[name] ?? []) {
      const message = rule(value, all);
      if (message) return message;
    }
    return undefined;
  };

  /** Checks the named fields (all by default); focuses the first that fails, unless told not to. */
  const validate = (which = names(), focus = true): boolean => {
    const found: FieldErrors<V> = {};
    for (const name of which) found[name] = check(name, latest.current);
    setErrors((current) => ({ ...current, ...found }));
    const failing = which.filter((name) => found[name]);
    // The topmost on the page, whatever the order of the rules.
    const [element] = failing
      .map((name) => document.getElementById(idOf(name)))
      .filter((node): node is HTMLElement => Boolean(node))
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    if (element && focus) {
      element.focus({ preventScroll: true });
      element.scrollIntoView?.({ block: 'center' });
    }
    return !failing.length;
  };

  /** Sets values; `recheck` fields are checked now (their message shows or goes). */
  const update = (patch: Partial<V>, recheck: Key<V>[]) => {
    const next = { ...latest.current, ...patch };
    latest.current = next;
    setValuesState(next);
    // These fields, and the fields that show a message (确认密码 depends on 密码).
    setErrors((current) => {
      const updated: FieldErrors<V> = { ...current };
      for (const name of recheck) updated[name] = check(name, next);
      for (const key of Object.keys(current) as Key<V>[]) {
        if (current[key]) updated[key] = check(key, next);
      }
      return updated;
    });
    options.onValuesChange?.(next);
  };

  /**
   * Values set by the page (a lookup filling fields in, a switch clearing others). The `recheck`
   * fields are checked now; by default those given a value that is not blank.
   */
  const setValues = (patch: Partial<V>, recheck?: Key<V>[]) => {
    const filled = (Object.keys(patch) as Key<V>[]).filter((name) => {
      const value = patch[name];
      return value !== undefined && value !== '' && !(Array.isArray(value) && !value.length);
    });
    update(patch, recheck ?? filled);
  };

  /** The values now, also in a handler that runs after an await. */
  const getValues = () => latest.current;

  /** Messages from elsewhere (a server's refusal), shown at their fields until they change. */
  const showErrors = (messages: FieldErrors<V>) =>
    setErrors((current) => ({ ...current, ...messages }));

  const field = <K extends Key<V>>(name: K): FieldBinding<V[K]> => ({
    id: idOf(name),
    name,
    value: values[name],
    error: errors[name],
    required: options.required ? options.required.includes(name) : Boolean(rules[name]?.length),
    requiredMark: options.requiredMark,
    onChange: (value) => update({ [name]: value } as unknown as Partial<V>, [name]),
  });

  // The form owns its submit state: a send that returns a promise marks the form `submitting`
  // until it settles, and a second Enter or click meanwhile sends nothing.
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);

  const handleSubmit = (onValid: (values: V) => void | Promise<unknown>) => (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current || !validate()) return;
    const sent = onValid(latest.current);
    if (!(sent instanceof Promise)) return;
    inFlight.current = true;
    setSubmitting(true);
    const settle = () => {
      inFlight.current = false;
      setSubmitting(false);
    };
    sent.then(settle, (failure) => {
      settle();
      throw failure;
    });
  };

  return { values, getValues, field, validate, setValues, showErrors, handleSubmit, submitting };
}

export type LightForm<V extends object> = ReturnType<typeof useLightForm<V>>;
