import { join } from 'path';
import { sharedChunkName } from '../../config/sharedChunkName';

/** An async chunk as webpack's splitChunks sees it: named, or imported from `importer`. */
function chunk(name: string | null, importer?: string, request?: string) {
  const origins = importer
    ? [{ module: { resource: join(process.cwd(), importer) }, request }]
    : [];
  return { name, groupsIterable: [{ origins }] };
}

const chartsChunks = [
  chunk(null, 'src/components/Charts/index.tsx', './charts'),
  chunk(null, 'src/pages/admin/dashboard/index.tsx', './charts'),
];
const toastChunks = [
  chunk(null, 'src/utils/feedback.ts', 'antd/es/message'),
  chunk(null, 'src/utils/feedback.ts', 'antd/es/notification'),
];

describe('shared chunk names', () => {
  it('tell apart modules shared by different unnamed chunks', () => {
    // Named by the chunks' names alone, both sets were "nullnull": one chunk, so the first toast
    // loaded the chart library.
    expect(sharedChunkName(null, toastChunks)).not.toBe(sharedChunkName(null, chartsChunks));
  });

  it('give the same set of chunks the same name, in any order', () => {
    expect(sharedChunkName(null, chartsChunks)).toBe(
      sharedChunkName(null, [...chartsChunks].reverse()),
    );
    expect(sharedChunkName(null, [chunk('p__gxq__index'), chunk('p__gxq__finance__index')])).toBe(
      sharedChunkName(null, [chunk('p__gxq__index'), chunk('p__gxq__finance__index')]),
    );
  });

  it('are file-name safe and do not depend on where the project is checked out', () => {
    const name = sharedChunkName(null, toastChunks);
    expect(name).toMatch(/^shared-[A-Za-z0-9_-]+$/);
    const elsewhere = toastChunks.map((c) => ({
      ...c,
      groupsIterable: [...c.groupsIterable].map((group) => ({
        origins: group.origins.map((origin) => ({
          ...origin,
          module: {
            resource: origin.module.resource.replace(process.cwd(), '/srv/other/checkout'),
          },
        })),
      })),
    }));
    const cwd = process.cwd;
    process.cwd = () => '/srv/other/checkout';
    try {
      expect(sharedChunkName(null, elsewhere)).toBe(name);
    } finally {
      process.cwd = cwd;
    }
  });
});
