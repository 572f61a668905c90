module.exports = {
  extends: require.resolve('@umijs/max/stylelint'),
  rules: {
    // Less's colour functions make a token's alpha variants (docs/architecture.md §6).
    'function-no-unknown': [true, { ignoreFunctions: ['fade'] }],
  },
};
