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
      // The shell: one form dialect, ProComponents over antd's controls as the Pro template
      // builds it; the light control kit is the public portal's (docs/architecture.md §9).
      files: [
        'src/pages/account/**',
        'src/pages/admin/**',
        'src/components/DirectoryAdmin/**',
        'src/components/ShellTable/**',
        'src/components/ShellPage/**',
      ],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: [
                  '@/components/LightForm*',
                  '@/components/NativeSelect*',
                  '@/components/Pager*',
                  '@/components/SearchBar*',
                  '@/components/DataTable*',
                  '@/components/ListPage*',
                ],
                message:
                  'The light control kit is for public pages; the shell uses ProForm, ShellTable and antd.',
              },
            ],
          },
        ],
      },
    },
    {
      // Public pages: ProComponents would blow their 250 KB budget (ProLayout's parts and
      // ProForm bring their runtime styles and ProField with them).
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
