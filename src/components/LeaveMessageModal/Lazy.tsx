import { lazy, Suspense, useState } from 'react';
import type { LeaveMessageModalProps } from '.';

// The form (Modal, Form, validators) loads the first time someone opens it, not with the page.
const LeaveMessageModal = lazy(() => import(/* webpackChunkName: "leave-message-modal" */ '.'));

export default function LazyLeaveMessageModal(props: LeaveMessageModalProps) {
  // Once opened it stays mounted: closing then runs the Modal's own close, which gives focus back
  // to the button that opened it (and keeps what was typed).
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <LeaveMessageModal {...props} />
    </Suspense>
  );
}
