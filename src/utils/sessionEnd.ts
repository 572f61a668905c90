import { appLocation, redirectToLogin } from './navigation';
import { clearStoredSession, loginPathFor } from './session';

type Listener = () => void;

// The frames register here to clear the signed-in user from the app's state; the request layer,
// which lives outside React, only has to call endSession.
const listeners = new Set<Listener>();

/** Runs `listener` whenever the session ends; returns the unsubscribe function. */
export function onSessionEnd(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Ends the session after showType 9 or HTTP 401 (docs/spec.md §4, docs/architecture.md §3): forgets the token and the
 * cookies, clears the current user, and opens the login page that brings the user back here.
 * Many calls failing together end it once: on the login page the redirect does nothing.
 */
export function endSession(): void {
  clearStoredSession();
  listeners.forEach((listener) => listener());
  redirectToLogin(loginPathFor(appLocation().pathname));
}
