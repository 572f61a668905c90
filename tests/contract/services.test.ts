// The portal's service functions call exactly the contract's operations (api/openapi.yaml): each
// one a path of the document (which the types also enforce), and every operation the request layer
// is meant to call is called by one. Operations the browser opens itself (an image, a PDF) are not.

import { loadContract } from '../../api/tools/contract';

const mockCalled = new Set<string>();

jest.mock('../../src/services/request', () => ({
  get: (path: string) => mockCalled.add(`get ${path}`),
  post: (path: string) => mockCalled.add(`post ${path}`),
  recordId: (id: string) => id,
}));

describe('the portal calls the contract', () => {
  it('each service function calls an operation of the document, and every operation is called', () => {
    for (const name of [
      'agency',
      'audit',
      'auth',
      'data',
      'directory',
      'nav',
      'news',
      'savedSearches',
      'searchHistory',
      'users',
      'verification',
      'website',
    ]) {
      // eslint-disable-next-line @typescript-eslint/no-var-requires
      const service = require(`../../src/services/${name}`) as Record<string, unknown>;
      for (const call of Object.values(service))
        if (typeof call === 'function') (call as (...args: unknown[]) => unknown)('pat-000030', {});
    }
    const operations = loadContract()
      .operations.filter((op) => op.operation['x-opened-by'] !== 'browser')
      .map((op) => `${op.method} ${op.path}`);
    expect([...mockCalled].sort()).toEqual(operations.sort());
  });
});
