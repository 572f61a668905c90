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
  ],
};
