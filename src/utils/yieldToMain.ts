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
