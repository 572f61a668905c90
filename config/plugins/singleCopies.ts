import type { IApi } from '@umijs/max';
import { uiPackageCopies } from '../uiPackageCopies';

/**
 * Fails the build when two copies of a UI library ship. Umi's own plugins declare older majors
 * (ProComponents 2, antd 5, icons 4) that npm would install beside the app's; package.json's
 * `overrides` resolve them to the app's versions, and this checks the bundle itself, from the
 * modules webpack built (Umi's build-complete hook).
 */
export default (api: IApi) => {
  api.onBuildComplete(({ err, stats }) => {
    if (err || !stats || api.env !== 'production') return;
    const modules = stats.toJson({ all: false, modules: true, nestedModules: true }).modules ?? [];
    const resources = modules.flatMap((module) => [
      module.identifier ?? '',
      ...(module.modules ?? []).map((inner) => inner.identifier ?? ''),
    ]);
    const copies = uiPackageCopies(resources);
    const duplicated = copies.filter(({ roots }) => roots.length > 1);
    if (duplicated.length)
      throw new Error(
        `more than one copy of a UI library in the bundle:\n${duplicated
          .map(({ name, roots }) => `  ${name}: ${roots.join(', ')}`)
          .join('\n')}`,
      );
    api.logger.info(`one copy each of ${copies.map(({ name }) => name).join(', ')}`);
  });
};
