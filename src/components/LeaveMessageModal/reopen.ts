/** Query flag that reopens the message form after a visitor comes back from login. */
export const REOPEN_PARAM = 'leaveMessage';
