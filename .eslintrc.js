module.exports = {
  extends: require.resolve('@umijs/max/eslint'),
  rules: {
    'no-console': ['error', { allow: ['warn', 'error'] }],
  },
};
