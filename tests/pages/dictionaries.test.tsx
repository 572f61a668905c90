// The portal's dictionaries on a signed-in first visit: they are asked for while the user is still
// being looked up, with the session's token, and not a second time once the lookup answers.
import { waitFor } from '@testing-library/react';
import { callsTo, renderApp, signInAs, tableRows, withMockBackend } from '../support/pageHarness';

withMockBackend();
jest.setTimeout(120_000);

const DICT = '/dictItem/find';
const codeOf = (url: string) =>
  JSON.parse(new URL(url, 'http://x').searchParams.get('queryData') ?? '{}').code as string;

it('asks for each dictionary once on a signed-in first visit', async () => {
  signInAs('admin');
  renderApp('/admin/products');
  await tableRows();
  await waitFor(() => expect(callsTo('/getCurrent').length).toBeGreaterThan(0));
  const codes = callsTo(DICT).map((call) => codeOf(call.url));
  expect(codes.length).toBeGreaterThan(0);
  expect(codes).toEqual([...new Set(codes)]);
});
