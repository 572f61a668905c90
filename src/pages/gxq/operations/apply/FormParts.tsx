import { tradePath } from '@/utils/tradePath';
import { DemandMatches } from '../components/TradeMatches';
import { CheckCircleOutlined } from '@ant-design/icons';
import { Link } from '@umijs/max';
import { Alert, Button } from 'antd';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import LinkButton from '@/components/LinkButton';
import TextField from '@/components/LightForm/TextField';
import { isVerifiedPublisher, publisherName } from '@/contract/tradeSeller';
import type { DuplicateRef, EditConflict } from './useTradeSubmit';
import styles from './index.less';

// The frame of the two trade forms: sections, the publisher, the review notices and the send row.
/** A titled group of fields. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={styles.section}>
      <legend>{title}</legend>
      {children}
    </fieldset>
  );
}

/** Two fields side by side on wide screens, stacked on phones. */
export function FieldPair({
  children,
  narrowSecond,
}: {
  children: ReactNode;
  narrowSecond?: boolean;
}) {
  return <div className={narrowSecond ? styles.pairNarrow : styles.pair}>{children}</div>;
}

/** What publishing really does; said on both forms before and after sending. */
export const REVIEW_PROMISE = {
  sell: '提交后由平台审核，通过后在交易大厅展示；审核进度可在“我的发布”查看。',
  buy: '提交后由平台审核，通过后在交易大厅展示；审核进度可在“我的需求”查看。',
};

export const MY_PAGES = {
  sell: { path: '/account/listings', name: '我的发布' },
  buy: { path: '/account/demands', name: '我的需求' },
};

/**
 * Who the item is published as: the account's verified company, else 个人 — never something typed.
 * An unverified account is told how to publish under its company's name.
 */
export function PublisherField({
  label,
  user,
  help,
}: {
  label: string;
  user: API.CurrentUser;
  /** Replaces the verified account's explanation. */
  help?: ReactNode;
}) {
  const verified = isVerifiedPublisher(user);
  return (
    <TextField
      field={{
        id: 'trade-publisher',
        name: 'publisher',
        value: publisherName(user),
        required: false,
        onChange: () => {},
      }}
      label={label}
      readOnly
      help={
        verified ? (
          (help ?? '已认证企业：按账号的企业认证名称展示，不能在此修改。')
        ) : (
          <>
            未完成企业认证的账号以“个人”身份发布。
            <Link to="/account/settings?tab=verification">去企业认证</Link>
          </>
        )
      }
    />
  );
}

/** Said on a form that changes an existing item: saving sends it back to review. */
export function ReviewNotice({ item, kind }: { item: API.IpcTransaction; kind: 'sell' | 'buy' }) {
  const status = item.status ?? 'published';
  const message =
    status === 'published'
      ? '该信息正在交易大厅展示。保存修改后将重新提交平台审核，审核通过前交易大厅不再展示。'
      : status === 'rejected'
        ? `该信息未通过审核${item.statusReason ? `（原因：${item.statusReason}）` : ''}。修改后保存即重新提交审核。`
        : status === 'takenDown'
          ? '该信息已被管理员下架。保存修改后仍需联系平台恢复。'
          : `保存修改后将重新提交平台审核，审核进度可在“${MY_PAGES[kind].name}”查看。`;
  return (
    <Alert
      type={status === 'rejected' || status === 'takenDown' ? 'warning' : 'info'}
      showIcon
      title={message}
      className={styles.alert}
    />
  );
}

/** After a successful send: what happens next, and where to follow it. */
export function SubmittedView({
  item,
  kind,
  editing,
}: {
  item: API.IpcTransaction;
  kind: 'sell' | 'buy';
  editing: boolean;
}) {
  const review = item.status === 'pending';
  return (
    <div className={styles.submitted} role="status">
      <CheckCircleOutlined className={styles.submittedIcon} />
      <h2>{review ? '已提交，等待平台审核' : '修改已保存'}</h2>
      <p>{review ? REVIEW_PROMISE[kind] : '该信息已被管理员下架，修改后请联系平台恢复。'}</p>
      <p className={styles.submittedMeta}>
        {kind === 'sell' ? '出让信息' : '求购需求'}“{item.title}”（编号 {item.id}）
        {editing ? '已更新' : '已提交'}。
      </p>
      <div className={styles.actions}>
        <LinkButton
          to={`${MY_PAGES[kind].path}${review ? '?status=pending' : ''}`}
          type="primary"
          size="large"
        >
          查看{MY_PAGES[kind].name}
        </LinkButton>
        <LinkButton to={tradePath(item)} size="large">
          预览信息
        </LinkButton>
        <LinkButton to="/gxq/operations/list" size="large">
          返回交易大厅
        </LinkButton>
      </div>
      {/* Matches at once, while the demand waits for review (its owner may see them). */}
      {kind === 'buy' && (
        <div className={styles.submittedMatches}>
          <DemandMatches id={item.id} />
        </div>
      )}
    </div>
  );
}

const NOUNS = { sell: '出让信息', buy: '求购需求' };

/**
 * Said when a change was refused because the item changed meanwhile (in another window or device,
 * or by the platform's review): nothing typed is lost, and the user chooses how to go on. Loading
 * the latest content drops what was typed, so it asks once more first. Announced (role=alert) and
 * focused when it appears and at each step, so keyboard and screen reader users land on it; Esc
 * steps back from the confirmation.
 */
export function VersionConflictNotice({
  conflict,
  kind,
  onReload,
  onKeep,
}: {
  conflict: EditConflict;
  kind: 'sell' | 'buy';
  onReload: () => void;
  onKeep: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => {
    panel.current?.focus({ preventScroll: true });
    panel.current?.scrollIntoView?.({ block: 'center' });
  }, [confirming]);
  return (
    <div
      ref={panel}
      className={styles.conflict}
      role="alert"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && confirming) {
          event.stopPropagation();
          setConfirming(false);
        }
      }}
    >
      <h3 id={titleId}>{conflict.message || '该信息已被修改（可能在其他窗口或设备上）'}</h3>
      {confirming ? (
        <>
          <p>重新加载后，本页填写的内容将替换为最新内容，您的修改不会保留。确定重新加载吗？</p>
          <div className={styles.actions}>
            <Button type="primary" danger onClick={onReload}>
              确定重新加载
            </Button>
            <Button onClick={() => setConfirming(false)}>返回上一步</Button>
          </div>
        </>
      ) : (
        <>
          <p>
            您开始编辑后，这条{NOUNS[kind]}
            已在其他窗口或设备上被修改，或已由平台处理（如审核、下架），本次修改未保存。您填写的内容仍保留在本页。
          </p>
          <p>可以重新加载最新内容后再修改，或保留我的修改并再次提交（将覆盖最新内容）。</p>
          <div className={styles.actions}>
            <Button type="primary" onClick={() => setConfirming(true)}>
              重新加载最新内容
            </Button>
            <Button onClick={onKeep}>保留我的修改</Button>
          </div>
        </>
      )}
    </div>
  );
}

/** The reason of a failed send (what was typed stays), then the buttons. */
export function SubmitRow({
  sending,
  sendError,
  duplicate,
  kind,
  submitText,
  promise,
  conflict,
  resolved,
  onReload,
  onKeep,
}: {
  sending: boolean;
  sendError?: string;
  duplicate?: DuplicateRef;
  kind: 'sell' | 'buy';
  submitText: string;
  /** What happens on submit, said next to the button. */
  promise?: string;
  /** The change was refused because the item changed meanwhile. */
  conflict?: EditConflict;
  /** How the user went on after a conflict: kept their values, or loaded the latest content. */
  resolved?: 'kept' | 'reloaded';
  onReload?: () => void;
  onKeep?: () => void;
}) {
  const outcome = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    // From the notice, which is gone, to what came of the choice (the submit button is next).
    if (resolved) outcome.current?.focus({ preventScroll: true });
  }, [resolved]);
  return (
    <>
      {conflict && onReload && onKeep && (
        <VersionConflictNotice
          conflict={conflict}
          kind={kind}
          onReload={onReload}
          onKeep={onKeep}
        />
      )}
      {resolved && !conflict && (
        <p ref={outcome} className={styles.kept} role="status" tabIndex={-1}>
          {resolved === 'kept'
            ? '已保留您的修改。再次提交将以最新内容为基础保存，覆盖其他窗口或设备上所做的修改。'
            : '已加载最新内容，您可以在此基础上修改后再提交。'}
        </p>
      )}
      {sendError && (
        <Alert
          type="error"
          showIcon
          title="发布未成功"
          description={
            <>
              <div>{sendError}</div>
              {duplicate && (
                <div className={styles.duplicateLinks}>
                  <Link to={tradePath({ id: duplicate.id, kind })}>
                    查看已有的信息（{duplicate.id}）
                  </Link>
                  {duplicate.own && (
                    <Link
                      to={`/gxq/operations/apply/${kind}?id=${encodeURIComponent(duplicate.id)}`}
                    >
                      修改我发布的这条信息
                    </Link>
                  )}
                  {duplicate.own && <Link to={MY_PAGES[kind].path}>前往{MY_PAGES[kind].name}</Link>}
                </div>
              )}
              <div>您填写的内容已保留，可修改后重新提交。</div>
            </>
          }
          className={styles.alert}
        />
      )}
      {promise && <p className={styles.promise}>{promise}</p>}
      <div className={styles.actions}>
        <Button type="primary" htmlType="submit" size="large" loading={sending}>
          {submitText}
        </Button>
        <LinkButton to="/gxq/operations/list" size="large">
          返回交易大厅
        </LinkButton>
      </div>
    </>
  );
}

/** Notes of the aside. */
export function TipsCard({ title, items }: { title: string; items: ReactNode[] }) {
  return (
    <section className={styles.tips}>
      <h2>{title}</h2>
      <ol>
        {items.map((item, index) => (
          // eslint-disable-next-line react/no-array-index-key
          <li key={index}>{item}</li>
        ))}
      </ol>
    </section>
  );
}
