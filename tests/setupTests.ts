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
