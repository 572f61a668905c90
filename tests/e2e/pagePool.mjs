// Pages the browser tests lend and take back (docs/testing.md §3). A page loaded in a new browser
// context costs about twice the CPU of one loaded in a page already open: a renderer process starts
// and compiles the app again. So a test's `context.close()` hands its page back, emptied (its
// cookies, local and session storage, routes, the test's listeners and other tabs gone, on
// about:blank), and the file's next test that asks for a page gets that one. A page whose test did
// something that cannot be undone (an init script, an exposed function, a CDP session, the clock …)
// is closed for real, as is one asked for `fresh` (a first visit with a cold cache: weight.test).

/** Pages given back and ready to lend, each with the browser that made it. */
const idle = [];

/** What outlives a test on a page or its context: such a page is closed rather than lent again. */
const LASTING = {
  page: [
    'addInitScript',
    'addLocatorHandler',
    'exposeBinding',
    'exposeFunction',
    'setExtraHTTPHeaders',
    'routeFromHAR',
  ],
  context: [
    'addInitScript',
    'exposeBinding',
    'exposeFunction',
    'setExtraHTTPHeaders',
    'newCDPSession',
    'setGeolocation',
    'setHTTPCredentials',
    'routeFromHAR',
  ],
};

/** What a test may change that is put back when the page is given back. */
const UNDONE = {
  page: { emulateMedia: 'media' },
  context: { setOffline: 'offline', grantPermissions: 'permissions' },
};

/** Every listener `emitter` has now, by event: Playwright's own, and the test support's. */
function listenersOf(emitter) {
  return new Map(emitter.eventNames().map((name) => [name, new Set(emitter.rawListeners(name))]));
}

/**
 * Removes the listeners added to `emitter` since `before` was taken. Playwright's own stay: the
 * page's close and crash listeners are what make a wait fail at once when its renderer dies.
 */
function removeListenersSince(emitter, before) {
  for (const name of emitter.eventNames())
    for (const listener of emitter.rawListeners(name))
      if (!before.get(name)?.has(listener)) emitter.removeListener(name, listener);
}

/** Makes `entry` remember whether its test did something lasting, or something to undo. */
function watch(entry) {
  for (const [target, lasting, undone] of [
    [entry.page, LASTING.page, UNDONE.page],
    [entry.context, LASTING.context, UNDONE.context],
  ]) {
    for (const name of lasting.filter((method) => typeof target[method] === 'function')) {
      const original = target[name].bind(target);
      target[name] = (...args) => {
        entry.lasting = true;
        return original(...args);
      };
    }
    for (const [name, change] of Object.entries(undone)) {
      const original = target[name].bind(target);
      target[name] = (...args) => {
        entry.changed.add(change);
        return original(...args);
      };
    }
    // A clock installed in a page cannot be taken out again.
    const { clock } = target;
    if (clock)
      Object.defineProperty(target, 'clock', {
        get: () => {
          entry.lasting = true;
          return clock;
        },
      });
  }
}

async function closeForReal({ context }) {
  await Object.getPrototypeOf(context)
    .close.call(context)
    .catch(() => undefined);
}

/** Empties a page given back and keeps it for the next test, or closes it. */
async function takeBack(entry) {
  const { context, page } = entry;
  if (entry.lasting || page.isClosed()) return closeForReal(entry);
  try {
    removeListenersSince(page, entry.listeners.page);
    removeListenersSince(context, entry.listeners.context);
    for (const other of context.pages()) if (other !== page) await other.close();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    // Local and session storage belong to the document's origin (the app's): emptied from it.
    if (/^https?:$/.test(new URL(page.url()).protocol))
      await page.evaluate(() => {
        window.localStorage.clear();
        window.sessionStorage.clear();
      });
    else if (page.url() !== 'about:blank') return closeForReal(entry);
    await context.clearCookies();
    if (entry.changed.has('media'))
      await page.emulateMedia({ media: null, colorScheme: null, reducedMotion: null });
    if (entry.changed.has('offline')) await context.setOffline(false);
    if (entry.changed.has('permissions')) await context.clearPermissions();
    entry.changed.clear();
    await page.goto('about:blank', { timeout: 10_000 });
    idle.push(entry);
  } catch {
    await closeForReal(entry);
  }
  return undefined;
}

/**
 * A page of `browser` at `viewport`: one given back by an earlier test, or a new one in a context
 * `newContext()` makes (always, with `fresh`). The context's `close()` gives the page back.
 */
export async function lendPage(browser, { viewport, fresh = false, newContext }) {
  const index = fresh ? -1 : idle.findIndex((entry) => entry.browser === browser);
  let entry;
  if (index >= 0) {
    [entry] = idle.splice(index, 1);
    await entry.page.setViewportSize(viewport);
  } else {
    const context = await newContext();
    const page = await context.newPage();
    entry = { browser, context, page, lasting: fresh, changed: new Set() };
    entry.listeners = { page: listenersOf(page), context: listenersOf(context) };
    watch(entry);
  }
  let givenBack;
  entry.context.close = () => {
    givenBack ??= takeBack(entry);
    return givenBack;
  };
  return entry;
}
