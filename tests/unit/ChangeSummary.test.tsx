import { fireEvent, render, screen } from '@testing-library/react';
import ChangeSummary from '@/pages/admin/audit/ChangeSummary';

const LONG_ANSWER =
  '您好，质押融资需提供专利证书、最近一年的年费缴纳凭证以及企业近两年的财务报表，具体以合作银行审核为准。';

const entry = (fields: Partial<API.AuditEntry>): API.AuditEntry => ({
  id: 'audit-000002',
  at: '2026-11-21T02:00:00.000Z',
  actor: 'admin',
  actorName: '平台管理员',
  action: 'news.update',
  targetType: 'news',
  targetId: 'news-0003',
  targetExists: true,
  ...fields,
});

test('a long edit shows two fields until 展开全部, then every field, and folds back with 收起', () => {
  render(
    <ChangeSummary
      entry={entry({
        before: { title: '旧标题', category: 'park', pinned: false },
        after: { title: '新标题', category: 'notice', pinned: true },
      })}
    />,
  );
  expect(screen.getAllByRole('listitem')).toHaveLength(2);
  const toggle = screen.getByRole('button', { name: '展开全部（3 项）' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');

  fireEvent.click(toggle);
  expect(screen.getAllByRole('listitem')).toHaveLength(3);
  expect(screen.getByRole('button', { name: '收起' })).toHaveAttribute('aria-expanded', 'true');

  fireEvent.click(screen.getByRole('button', { name: '收起' }));
  expect(screen.getAllByRole('listitem')).toHaveLength(2);
});

test('a long value is cut until the entry is opened; a short change has nothing to open', () => {
  const { unmount } = render(
    <ChangeSummary
      entry={entry({
        action: 'message.reply',
        targetType: 'message',
        targetId: 'msg-0001',
        after: { reply: LONG_ANSWER },
      })}
    />,
  );
  expect(screen.queryByText(LONG_ANSWER, { exact: false })).not.toBeInTheDocument();
  expect(screen.getByText(`${LONG_ANSWER.slice(0, 40)}…`)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '展开' }));
  expect(screen.getByText(LONG_ANSWER)).toBeInTheDocument();
  unmount();

  render(
    <ChangeSummary
      entry={entry({ before: { status: 'published' }, after: { status: 'offline' } })}
    />,
  );
  expect(screen.getAllByRole('listitem')).toHaveLength(1);
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});
