import { Button, Space, Tooltip } from 'antd';
import ConfirmLink from '@/components/ShellTable/ConfirmLink';
import ReasonForm from '@/components/ShellTable/ReasonForm';
import { disableAccount, enableAccount, grantAdmin, revokeAdmin } from '@/services/users';
import { feedback } from '@/utils/feedback';
import { DISABLE_PRESETS } from './labels';

/** An action the rules do not allow on this account: shown disabled, saying why on hover. */
function RefusedAction({ label, reason }: { label: string; reason: string }) {
  return (
    <Tooltip title={reason}>
      <Button type="link" size="small" disabled>
        {label}
      </Button>
    </Tooltip>
  );
}

interface AccountActionsProps {
  account: API.AdminAccount;
  /** After any attempt: a success changed the account, a refusal (a stale version) may mean it changed. */
  onDone: () => void;
}

/**
 * 停用 (with a reason) or 启用, and 设为管理员 or 取消管理员 (confirmed). What the backend refuses
 * — one's own account, the last active administrator — is disabled here with the reason; the
 * backend still decides, and the request layer says why when it refuses.
 */
export default function AccountActions({ account, onDone }: AccountActionsProps) {
  const name = `${account.name}（${account.account}）`;
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      feedback.success(done);
    } catch {
      // Said by the request layer.
    }
    onDone();
  };

  const disabled = account.status === 'disabled';
  const isAdmin = account.userType === 'admin';
  const statusAction = disabled ? (
    <ConfirmLink
      label="启用"
      title={`启用账号“${name}”？`}
      description="启用后该账号可以重新登录。"
      onConfirm={() => run(() => enableAccount(account), '已启用，该账号可以重新登录')}
    />
  ) : account.protectedReason ? (
    <RefusedAction label="停用" reason={account.protectedReason} />
  ) : (
    <ReasonForm
      title={`停用账号“${name}”`}
      trigger="停用"
      label="停用原因"
      max={200}
      presets={DISABLE_PRESETS}
      onSubmit={async (reason) => {
        try {
          await disableAccount(account, reason);
        } finally {
          onDone();
        }
        feedback.success('已停用，该账号的登录已全部失效');
      }}
    />
  );

  const roleAction = isAdmin ? (
    account.protectedReason ? (
      <RefusedAction label="取消管理员" reason={account.protectedReason} />
    ) : (
      <ConfirmLink
        label="取消管理员"
        title={`取消“${name}”的管理员身份？`}
        description="取消后该账号不能再进入平台管理页面。"
        onConfirm={() => run(() => revokeAdmin(account), '已取消管理员身份')}
      />
    )
  ) : disabled ? (
    <RefusedAction label="设为管理员" reason="账号已停用，请先启用" />
  ) : (
    <ConfirmLink
      label="设为管理员"
      title={`将“${name}”设为管理员？`}
      description="管理员可以审核交易信息、处理留言和管理用户。"
      onConfirm={() => run(() => grantAdmin(account), '已设为管理员')}
    />
  );

  return (
    <Space size={0} wrap>
      {statusAction}
      {roleAction}
    </Space>
  );
}
