import { lazy, Suspense } from 'react';
import type { LeaveMessageModalProps } from '.';

// The form (Modal, Form, validators) loads the first time someone opens it, not with the page.
const LeaveMessageModal = lazy(() => import('.'));

export default function LazyLeaveMessageModal(props: LeaveMessageModalProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <LeaveMessageModal {...props} />
    </Suspense>
  );
}
