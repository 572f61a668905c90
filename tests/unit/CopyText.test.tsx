import { act, fireEvent, render, screen } from '@testing-library/react';
import CopyText from '@/components/DirectoryAdmin/CopyText';

const writeText = jest.fn<Promise<void>, [string]>();

beforeAll(() => {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

beforeEach(() => {
  jest.useFakeTimers();
  writeText.mockReset();
});

afterEach(() => {
  jest.useRealTimers();
});

/** Presses the copy button and lets the clipboard's promise settle. */
async function pressCopy() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '复制统一社会信用代码' }));
  });
}

test('copies the code, says so in a live region, and goes back to 复制 after 3 s', async () => {
  writeText.mockResolvedValue(undefined);
  render(<CopyText text="91110108MA01ABCD2X" label="统一社会信用代码" />);

  await pressCopy();

  expect(writeText).toHaveBeenCalledWith('91110108MA01ABCD2X');
  expect(screen.getByRole('status')).toHaveTextContent('已复制统一社会信用代码');
  expect(screen.getByRole('button', { name: '复制统一社会信用代码' })).toHaveAttribute(
    'title',
    '复制成功',
  );

  act(() => {
    jest.advanceTimersByTime(3000);
  });
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
  expect(screen.getByRole('button', { name: '复制统一社会信用代码' })).toHaveAttribute(
    'title',
    '复制',
  );
});

test('a browser that refuses the clipboard announces nothing', async () => {
  writeText.mockRejectedValue(new Error('denied'));
  render(<CopyText text="91110108MA01ABCD2X" label="统一社会信用代码" />);

  await pressCopy();

  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

test('a row that leaves the table before the 3 s are up leaves no timer behind', async () => {
  writeText.mockResolvedValue(undefined);
  const { unmount } = render(<CopyText text="91110108MA01ABCD2X" label="统一社会信用代码" />);
  const set = jest.spyOn(global, 'setTimeout');
  const clear = jest.spyOn(global, 'clearTimeout');
  await pressCopy();
  // The tick's 3 s timer; React's own act() keeps timers of its own, so they are not counted.
  const tick = set.mock.results[set.mock.calls.findIndex(([, delay]) => delay === 3000)]?.value;
  expect(tick).toBeDefined();

  unmount();

  expect(clear).toHaveBeenCalledWith(tick);
});
