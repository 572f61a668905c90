module.exports = {
  extends: require.resolve('@umijs/max/eslint'),
  rules: {
    'no-console': ['error', { allow: ['warn', 'error'] }],
    '@typescript-eslint/no-unused-vars': [
      'error',
      { argsIgnorePattern: '^_', ignoreRestSiblings: true },
    ],
  },
  overrides: [
    {
      // The data set's invariants are checked record by record, and a rule that holds for one
      // kind of record is asserted under that kind (`if (p.grantDate) expect(...)`).
      files: ['tests/mock/**'],
      rules: { 'jest/no-conditional-expect': 'off' },
    },
    {
      // Public pages: ProComponents would blow their 250 KB budget, and the styles of ProLayout's
      // parts are written into the shell's stylesheet only (config/plugins/antdStaticStyle.ts),
      // which public pages do not load.
      files: ['src/pages/gxq/**', 'src/layouts/**'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            paths: [
              {
                name: '@ant-design/pro-components',
                message:
                  'Public pages use antd and the control kit; ProComponents are for the shell.',
              },
            ],
          },
        ],
      },
    },
  ],
};
