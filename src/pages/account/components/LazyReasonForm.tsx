import { Button } from 'antd';
import { lazy, Suspense, useState, type ComponentProps } from 'react';
import type ReasonFormType from '@/components/ShellTable/ReasonForm';

type ReasonFormProps = ComponentProps<typeof ReasonFormType>;

// The dialog's form, modal and text machinery (~40 KB gzipped) loads on the first click, not
// with the list: it kept 我的发布 and 我的需求 over their 450 KB first-load budget. The owner's
// preset reasons come with it, since importing them would bring the whole module along.
const OwnerReasonForm = lazy(() =>
  import(/* webpackChunkName: "shell-reason-form" */ '@/components/ShellTable/ReasonForm').then(
    ({ default: ReasonForm, OWNER_WITHDRAW_PRESETS }) => ({
      default: ({ kind, ...props }: ReasonFormProps & { kind: API.TransactionKind }) => (
        <ReasonForm {...props} presets={OWNER_WITHDRAW_PRESETS[kind]} />
      ),
    }),
  ),
);

/** An owner's 下架 / 撤回 on a table row: a ReasonForm whose dialog is loaded when first asked for. */
export default function LazyReasonForm(
  props: Omit<ReasonFormProps, 'presets' | 'defaultOpen'> & { kind: API.TransactionKind },
) {
  const [wanted, setWanted] = useState(false);
  // The same link the form shows, until the form is there to replace it.
  const trigger = (
    <Button type="link" size="small" danger loading={wanted} onClick={() => setWanted(true)}>
      {props.trigger}
    </Button>
  );
  if (!wanted) return trigger;
  return (
    <Suspense fallback={trigger}>
      <OwnerReasonForm {...props} defaultOpen />
    </Suspense>
  );
}
