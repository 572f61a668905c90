// Registered when first imported (the request layer imports it with the app's entry), so a press
// before any page mounts still counts.
let inputSeen = false;
if (typeof window !== 'undefined') {
  const seen = () => {
    inputSeen = true;
    window.removeEventListener('pointerdown', seen, true);
    window.removeEventListener('keydown', seen, true);
  };
  window.addEventListener('pointerdown', seen, { capture: true, passive: true });
  window.addEventListener('keydown', seen, { capture: true, passive: true });
}

/**
 * True until the visitor first presses a pointer or a key on the page: the calls made until then
 * are the ones the page's first view starts by itself. Every call after it answers something the
 * visitor did.
 */
export function beforeFirstInput(): boolean {
  return !inputSeen;
}
