import '@testing-library/jest-dom';

// jsdom has no matchMedia; antd's responsive helpers need one.
if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// jsdom does not scroll (it logs "Not implemented"); pages scroll to show a result.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;

// jsdom has no ResizeObserver; antd 6's components (Dropdown, Tabs, Table …) observe their size.
if (typeof window !== 'undefined' && !window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// jsdom has no MessageChannel; antd 6's form engine (and React's scheduler, when there is one) runs
// work in a task posted through it. Here that task is a timer of the real clock, taken before a
// test fakes timers: jest's fake timers leave a browser's MessageChannel alone too.
if (typeof window !== 'undefined' && typeof window.MessageChannel === 'undefined') {
  const realSetTimeout = setTimeout;
  class Port {
    onmessage: ((event: { data: unknown }) => void) | null = null;
    peer?: Port;
    postMessage(data: unknown) {
      const peer = this.peer;
      realSetTimeout(() => peer?.onmessage?.({ data }), 0);
    }
    close() {
      this.onmessage = null;
    }
  }
  class Channel {
    port1 = new Port();
    port2 = new Port();
    constructor() {
      this.port1.peer = this.port2;
      this.port2.peer = this.port1;
    }
  }
  Object.defineProperty(window, 'MessageChannel', { writable: true, value: Channel });
}
