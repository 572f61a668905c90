import type { IApi } from '@umijs/max';

/**
 * Makes Babel compile the app's own code for the browsers of `targets` in .umirc.ts.
 *
 * Umi hands `targets` to babel-loader as a top-level option, but its preset runs preset-env with
 * `ignoreBrowserslistConfig: true`, and preset-env then ignores top-level targets and compiles
 * for ES5: every async function became a regenerator state machine and every spread a helper
 * call — more script to download and to run on a phone. Giving preset-env the targets itself
 * keeps async/await, classes, spread and destructuring native (all four browsers have them).
 */
export default (api: IApi) => {
  api.modifyBabelPresetOpts((memo) => ({
    ...memo,
    presetEnv: { ...memo.presetEnv, targets: api.config.targets },
  }));
};
