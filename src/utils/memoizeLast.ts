/**
 * `compute` with its last answer kept: called again with the same argument (by identity), it
 * returns that answer instead of computing a new one. For values handed to components that compare
 * their props by identity, so an unchanged input does not make them redo their work.
 */
export function memoizeLast<A, R>(compute: (arg: A) => R): (arg: A) => R {
  let last: { arg: A; result: R } | undefined;
  return (arg) => {
    if (!last || !Object.is(last.arg, arg)) last = { arg, result: compute(arg) };
    return last.result;
  };
}
