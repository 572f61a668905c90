// Page tests in jsdom: the whole app (routes, runtime config, request layer, layouts) rendered by
// Umi's TestBrowser, its network answered by the mock backend in-process. Only the browser's
// XMLHttpRequest is replaced — nothing of the app's own modules is mocked — so a page test sees
// what a user would: the page the route renders, filled from the calls it makes.
import { configure, render, screen, waitFor } from '@testing-library/react';
import { TestBrowser } from '@@/testBrowser';
import type { MutableRefObject } from 'react';
import { AUTH_KEY } from '@/constants';
import { resetAudit } from '../../mock/_lib/audit';
import { resetDb } from '../../mock/_lib/data';
import { resetDirectory } from '../../mock/_lib/directory';
import { resetLimits } from '../../mock/_lib/limits';
import { resetCodes } from '../../mock/_lib/sms';
import { resetUsers } from '../../mock/_lib/users';
import { sendToMock } from './mockBackend';

// A whole app in jsdom is slow, the more so on a busy CI machine: a page's state may take seconds
// to follow an input, so a wait gives up only after 15 s (the default is 1 s).
configure({ asyncUtilTimeout: 15_000 });

/** One call the app made, as the backend saw it. */
export interface SentCall {
  method: string;
  /** The path and query, e.g. `/api/currentUser`. */
  url: string;
  body?: unknown;
  status: number;
  /** What the backend answered, parsed. */
  reply: unknown;
}

/** What the network saw in the current test, oldest first. */
export const sentCalls: SentCall[] = [];

/** A test may answer a call itself (a failure, a slow backend); `undefined` lets the mock answer. */
type Override = (
  call: Omit<SentCall, 'status' | 'reply'>,
) => { status: number; body: string } | undefined;
let override: Override | undefined;

/**
 * Answers the calls matching `path` (a substring of the URL) with this status and body, until
 * `answerWith()` with no arguments gives them back to the mock.
 */
export function answerWith(path?: string, status = 200, body: unknown = '') {
  override = path
    ? (call) =>
        call.url.includes(path)
          ? { status, body: typeof body === 'string' ? body : JSON.stringify(body) }
          : undefined
    : undefined;
}

/** The calls to a path (a substring of the URL), oldest first. */
export const callsTo = (path: string) => sentCalls.filter((call) => call.url.includes(path));

function parseBody(body: unknown): unknown {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

/**
 * The part of XMLHttpRequest axios's adapter uses, carried to the mock: the reply arrives in a
 * later task, as a real one would.
 */
class MockBackendXhr {
  readyState = 0;
  status = 0;
  statusText = '';
  responseText = '';
  response = '';
  responseURL = '';
  responseType = '';
  timeout = 0;
  withCredentials = false;
  upload = { addEventListener: () => undefined };
  onloadend: (() => void) | null = null;
  onreadystatechange: (() => void) | null = null;
  onabort: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  private method = 'GET';
  private url = '';
  private aborted = false;
  private requestHeaders: Record<string, string> = {};
  private replyHeaders: Record<string, string> = {};

  open(method: string, url: string) {
    this.method = method.toUpperCase();
    this.url = url;
    this.readyState = 1;
  }

  setRequestHeader(name: string, value: string) {
    this.requestHeaders[name.toLowerCase()] = value;
  }

  getAllResponseHeaders() {
    return Object.entries(this.replyHeaders)
      .map(([name, value]) => `${name}: ${value}`)
      .join('\r\n');
  }

  addEventListener() {}

  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  send(body?: unknown) {
    const url = new URL(this.url, window.location.origin);
    const call = { method: this.method, url: url.pathname + url.search, body: parseBody(body) };
    setTimeout(() => {
      if (this.aborted) return;
      const stubbed = override?.(call);
      const reply = stubbed
        ? { ...stubbed, contentType: 'application/json', headers: {} }
        : sendToMock({ ...call, headers: this.requestHeaders });
      sentCalls.push({ ...call, status: reply.status, reply: parseBody(reply.body) });
      this.status = reply.status;
      this.statusText = String(reply.status);
      this.replyHeaders = { 'content-type': reply.contentType, ...reply.headers };
      this.responseText = reply.body;
      this.response = reply.body;
      this.responseURL = url.href;
      this.readyState = 4;
      this.onloadend?.();
    }, 0);
  }
}

/** Fresh seed data, no session, no stubs: each test starts where a new visitor would. */
export function resetApp() {
  resetDb();
  resetUsers();
  resetCodes();
  resetLimits();
  resetAudit();
  resetDirectory();
  sentCalls.length = 0;
  override = undefined;
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/**
 * What jsdom cannot do, not what the app got wrong: it draws no canvas (ProLayout's watermark says
 * so), and a library of the shell still calls React's findDOMNode.
 */
const JSDOM_LIMITS = [
  /HTMLCanvasElement\.prototype\.getContext/,
  /当前环境不支持Canvas/,
  /findDOMNode/,
];

/**
 * Sends the app's calls to the mock backend for the rest of the test file, and fails a test in
 * which the app logged an error, as the browser tests fail on a console error.
 */
export function withMockBackend() {
  const original = window.XMLHttpRequest;
  let logged: string[] = [];
  let consoleError: jest.SpyInstance;
  beforeAll(() => {
    window.XMLHttpRequest = MockBackendXhr as unknown as typeof XMLHttpRequest;
    // The whole app runs here as in a browser: answers, motion and timers update it on their own,
    // outside any act(). React 19 would log each such update as a test that forgot act();
    // Testing Library's own calls (render, events, waitFor) still run inside act.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterAll(() => {
    window.XMLHttpRequest = original;
  });
  beforeEach(() => {
    resetApp();
    logged = [];
    consoleError = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      const text = args.map(String).join(' ');
      if (!JSDOM_LIMITS.some((limit) => limit.test(text))) logged.push(text);
    });
  });
  afterEach(() => {
    consoleError.mockRestore();
    expect(logged).toEqual([]);
  });
}

const PASSWORDS = { demo: 'Demo@2026', admin: 'Admin@2026', buyer: 'Buyer@2026' };

/** Signs an account in at the mock and keeps its token where the app looks for it. */
export function signInAs(account: keyof typeof PASSWORDS) {
  const reply = sendToMock({
    method: 'POST',
    url: '/api/login',
    body: { account, password: PASSWORDS[account], type: 'account' },
  });
  const { data } = JSON.parse(reply.body) as { data?: { token?: string } };
  if (!data?.token) throw new Error(`the mock refused to sign in ${account}: ${reply.body}`);
  window.localStorage.setItem(AUTH_KEY, data.token);
}

/** The first element matching `selector` once it is there (a dialog, a confirmation). */
export function appearing(selector: string): Promise<HTMLElement> {
  return waitFor(() => {
    const found = document.querySelector<HTMLElement>(selector);
    if (!found) throw new Error(`no ${selector} yet`);
    return found;
  });
}

/** A shell table's rows, once its list has come. */
export async function tableRows(): Promise<HTMLElement[]> {
  await waitFor(
    () => expect(document.querySelectorAll('tbody tr[data-row-key]').length).toBeGreaterThan(0),
    { timeout: 30_000 },
  );
  return Array.from(document.querySelectorAll<HTMLElement>('tbody tr[data-row-key]'));
}

/** The app at a path (with its query), as a user arriving there would see it. */
export function renderApp(path: string) {
  const url = new URL(path, 'http://app.test');
  const historyRef = { current: undefined } as unknown as MutableRefObject<
    import('history').History
  >;
  const view = render(
    <TestBrowser
      historyRef={historyRef as never}
      location={{ pathname: url.pathname, search: url.search }}
    />,
  );
  return { ...view, historyRef, screen };
}
