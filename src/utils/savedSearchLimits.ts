// The backend's limits of saved searches, for the forms and lists that meet them: a module of its
// own, so the shell menu's 我的检索 badge reads them without the saved-search URL code.

export const SAVED_SEARCH_LIMITS = {
  /** Saved searches per account. */
  perAccount: 30,
  name: 30,
} as const;
