import { uiPackageCopies } from '../../config/uiPackageCopies';

// The build fails when two copies of a UI library ship (config/plugins/singleCopies.ts).
it('names the folders each UI library of a bundle comes from: two folders are two copies', () => {
  expect(
    uiPackageCopies([
      '/app/node_modules/antd/es/button/index.js',
      '/app/node_modules/antd/es/table/Table.js',
      '/app/node_modules/@umijs/plugins/node_modules/antd/es/button/index.js',
      'javascript/esm|/app/node_modules/babel-loader/lib/index.js!/app/node_modules/react/index.js',
      '/app/node_modules/@ant-design/pro-components/es/layout/ProLayout.js',
    ]),
  ).toEqual([
    {
      name: 'antd',
      roots: ['node_modules/@umijs/plugins/node_modules/antd', 'node_modules/antd'],
    },
    { name: 'react', roots: ['node_modules/react'] },
    { name: '@ant-design/pro-components', roots: ['node_modules/@ant-design/pro-components'] },
  ]);
});

it('leaves other packages and the app’s own modules out', () => {
  expect(
    uiPackageCopies([
      '/app/src/pages/admin/listings.tsx',
      '/app/node_modules/lodash/merge.js',
      '/app/node_modules/x/node_modules/lodash/merge.js',
      '/app/node_modules/@ant-design/icons/es/icons/EditOutlined.js',
    ]),
  ).toEqual([{ name: '@ant-design/icons', roots: ['node_modules/@ant-design/icons'] }]);
});
