/** A fresh module per test: the first input is remembered per page. */
const load = () => {
  let module!: typeof import('./firstInput');
  jest.isolateModules(() => {
    module = require('./firstInput');
  });
  return module;
};

describe('beforeFirstInput', () => {
  it.each([
    ['a key', () => new KeyboardEvent('keydown', { key: 'Tab' })],
    ['a pointer', () => new Event('pointerdown')],
  ])('is true until the visitor first presses %s', (_, event) => {
    const { beforeFirstInput } = load();
    window.dispatchEvent(new Event('scroll'));
    expect(beforeFirstInput()).toBe(true);
    // Pressed on an element: the window hears it in the capture phase.
    document.body.dispatchEvent(event());
    expect(beforeFirstInput()).toBe(false);
  });
});
