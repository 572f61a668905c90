/**
 * Resolves in a new task of the event loop, so that work after it does not lengthen the task that
 * is running now. A page's data requests all start in the effects of one render; each request's
 * set-up (interceptors, config, headers, the XHR) then runs in its own short task instead of all
 * of them in one long one that blocks input on a phone (Lighthouse's TBT). A MessageChannel is not
 * throttled like a nested setTimeout; setTimeout is the fallback where it is missing.
 */
export default function yieldToMain(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof MessageChannel !== 'function') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

let firstPaint: Promise<void> | undefined;

/**
 * Resolves once the page's first contentful paint has happened (at once after it, and after
 * `maxWaitMs` at most: a hidden tab does not paint, and a browser without paint timing never says).
 */
export function firstContentfulPaint(maxWaitMs = 500): Promise<void> {
  firstPaint ??= new Promise((resolve) => {
    const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
    if (
      typeof PerformanceObserver !== 'function' ||
      typeof performance?.getEntriesByName !== 'function' ||
      !PerformanceObserver.supportedEntryTypes?.includes('paint') ||
      painted()
    ) {
      resolve();
      return;
    }
    const observer = new PerformanceObserver((_list, self) => {
      if (!painted()) return;
      self.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
    // Resolving twice does nothing: whichever comes first counts.
    setTimeout(() => {
      observer.disconnect();
      resolve();
    }, maxWaitMs);
  });
  return firstPaint;
}

/**
 * Resolves in a task after the browser's next paint (or after `maxWaitMs`, since a hidden tab does
 * not paint), and never before the page's first contentful paint. Data requests a render starts go
 * out once what that render drew is on screen: the first view shows the page's frame, headings and
 * skeletons without waiting for the set-up of a dozen requests, and later renders paint their
 * loading state first.
 */
export async function afterNextPaint(maxWaitMs = 100): Promise<void> {
  await firstContentfulPaint();
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, maxWaitMs);
    if (typeof requestAnimationFrame !== 'function') return;
    // rAF runs just before the paint; the task it queues runs after it.
    requestAnimationFrame(() =>
      yieldToMain().then(() => {
        clearTimeout(timer);
        resolve();
      }),
    );
  });
}
