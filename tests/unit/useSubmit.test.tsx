import { act, fireEvent, render, screen } from '@testing-library/react';
import useSubmit from '@/hooks/useSubmit';

/** A button that sends through the hook, and says how its last submit ended. */
function SendButton({
  action,
  onError,
}: {
  action: () => Promise<unknown>;
  onError?: (failure: unknown) => void;
}) {
  const { sending, submit } = useSubmit(action, onError);
  return (
    <button
      type="button"
      aria-busy={sending}
      onClick={async (event) => {
        const button = event.currentTarget;
        button.dataset.result = String(await submit());
      }}
    >
      发送
    </button>
  );
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

it('is busy while the call runs and sends once however often it is clicked', async () => {
  const call = deferred();
  const action = jest.fn(() => call.promise);
  render(<SendButton action={action} />);
  const button = screen.getByRole('button', { name: '发送' });
  fireEvent.click(button);
  fireEvent.click(button);
  expect(button).toHaveAttribute('aria-busy', 'true');
  await act(async () => call.resolve());
  expect(action).toHaveBeenCalledTimes(1);
  expect(button).toHaveAttribute('aria-busy', 'false');
  expect(button.dataset.result).toBe('true');
});

it('hands a failure to onError, ends as not done, and can be tried again', async () => {
  const refused = new Error('已被其他账号使用');
  const action = jest.fn().mockRejectedValueOnce(refused).mockResolvedValueOnce(undefined);
  const onError = jest.fn();
  render(<SendButton action={action} onError={onError} />);
  const button = screen.getByRole('button', { name: '发送' });
  await act(async () => fireEvent.click(button));
  expect(onError).toHaveBeenCalledWith(refused);
  expect(button.dataset.result).toBe('false');
  expect(button).toHaveAttribute('aria-busy', 'false');
  await act(async () => fireEvent.click(button));
  expect(action).toHaveBeenCalledTimes(2);
  expect(button.dataset.result).toBe('true');
});
