// When a service call goes out (src/services/request.ts): the reads a page's first view starts wait
// for what it drew to be painted; a write, and every call after the visitor's first input, go at once.

const sent: string[] = [];
// Only the network is replaced; the request layer's own timing is what runs.
jest.mock('@umijs/max', () => ({
  request: (url: string) => {
    sent.push(url);
    return Promise.resolve({ success: true, data: null });
  },
}));

type Services = typeof import('../../src/services/request');

let pendingFrames: (() => void)[];
const originalFrame = globalThis.requestAnimationFrame;

/** A fresh page: the request layer and the first-input flag as a new visit has them. */
function freshPage(): Services {
  let services!: Services;
  jest.isolateModules(() => {
    services = require('../../src/services/request');
  });
  return services;
}

/** Lets every queued task and promise run (a MessageChannel message included). */
const settle = () =>
  new Promise((resolve) => {
    setTimeout(resolve, 5);
  });

beforeEach(() => {
  sent.length = 0;
  pendingFrames = [];
  globalThis.requestAnimationFrame = (callback) => pendingFrames.push(() => callback(0));
});
afterEach(() => {
  globalThis.requestAnimationFrame = originalFrame;
});

const READ = '/ipr-website/api/front/website/ipcTransaction/list';
const WRITE = '/ipr-website/api/authFront/favorite/add';

it('a read the first view starts goes out after the next frame is painted', async () => {
  const { get } = freshPage();
  void get(READ as never);
  await settle();
  expect(sent).toEqual([]);
  pendingFrames.forEach((draw) => draw());
  await settle();
  expect(sent).toEqual([READ]);
});

it('a write goes out at once, without waiting for a frame', async () => {
  const { post } = freshPage();
  void post(WRITE as never, { type: 'listing', id: 'txn-0001' } as never);
  await settle();
  expect(pendingFrames).toEqual([]);
  expect(sent).toEqual([WRITE]);
});

it.each([
  ['a key', () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }))],
  ['a pointer', () => window.dispatchEvent(new Event('pointerdown'))],
])('once the visitor has pressed %s, a read goes out at once', async (_what, press) => {
  const { get } = freshPage();
  press();
  void get(READ as never);
  await settle();
  expect(pendingFrames).toEqual([]);
  expect(sent).toEqual([READ]);
});
