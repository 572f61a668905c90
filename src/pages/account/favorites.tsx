import ShellPage from '@/components/ShellPage';
import { Link } from '@umijs/max';
import { Button, Empty, Space, Tag, Typography } from 'antd';
import LinkButton from '@/components/LinkButton';
import { useState } from 'react';
import ConfirmLink from '@/components/ShellTable/ConfirmLink';
import ShellTable, { type ShellColumn } from '@/components/ShellTable/ShellTable';
import useShellTable from '@/components/ShellTable/useShellTable';
import { DEFAULT_PAGE_SIZE } from '@/constants';
import { findFavorites, removeFavorite } from '@/services/website';
import { formatDateTime } from '@/utils/dateTime';
import { feedback } from '@/utils/feedback';
import { listQuery } from '@/utils/listState';
import { TARGET_LABELS, targetPath } from '@/utils/targets';
import { FAVORITE_SCHEMA, FAVORITE_TABS } from './components/favoritesState';

/** 我的收藏: what the user saved with 收藏 on the portal's pages, by kind, newest first. */
/** Why a saved item is not on offer, as the list says it. */
const GONE_LABELS: Record<NonNullable<API.Favorite['gone']>, string> = {
  deleted: '已删除',
  dealt: '已成交',
  offline: '已下架',
};

export default function MyFavoritesPage() {
  const { state, update, tableProps, toolbarSearch, statusTabs, errorAlert, reload } =
    useShellTable(
      FAVORITE_SCHEMA,
      (current) =>
        findFavorites(
          listQuery(current, {
            size: DEFAULT_PAGE_SIZE,
            queryData: { targetType: current.status === 'all' ? undefined : current.status },
          }),
        ),
      '我的收藏加载失败',
      '我的收藏列表',
    );
  const [busyId, setBusyId] = useState<string>();
  const filtered = state.status !== 'all' || Boolean(state.keyword);

  const remove = async (favorite: API.Favorite) => {
    setBusyId(favorite.id);
    try {
      await removeFavorite(favorite);
      feedback.success('已取消收藏');
      reload();
    } catch {
      // The request layer has said why; the row stays.
    } finally {
      setBusyId(undefined);
    }
  };

  const columns: ShellColumn<API.Favorite>[] = [
    {
      title: '名称',
      dataIndex: 'title',
      render: (_, favorite) => {
        const path = targetPath(favorite.targetType, favorite.targetId, favorite.title);
        return (
          <Space size={4} wrap>
            {path && favorite.gone !== 'deleted' ? (
              <Link to={path}>{favorite.title}</Link>
            ) : (
              favorite.title
            )}
            {!favorite.available && <Tag>{GONE_LABELS[favorite.gone ?? 'offline']}</Tag>}
          </Space>
        );
      },
    },
    {
      title: '类型',
      dataIndex: 'targetType',
      width: 110,
      render: (_, favorite) => <Tag>{TARGET_LABELS[favorite.targetType]}</Tag>,
    },
    {
      title: '说明',
      dataIndex: 'summary',
      ellipsis: true,
      render: (_, favorite) => (
        <Typography.Text type="secondary">{favorite.summary ?? '—'}</Typography.Text>
      ),
    },
    {
      title: '收藏时间',
      dataIndex: 'createdAt',
      width: 150,
      render: (_, favorite) => formatDateTime(favorite.createdAt),
    },
    {
      title: '操作',
      key: 'actions',
      width: 110,
      fixed: 'right',
      render: (_, favorite) => (
        <ConfirmLink
          label="取消收藏"
          loading={busyId === favorite.id}
          title="取消收藏？"
          description={`“${favorite.title}”将从我的收藏中移除。`}
          okText="取消收藏"
          cancelText="保留"
          onConfirm={() => remove(favorite)}
        />
      ),
    },
  ];

  return (
    <ShellPage title="我的收藏">
      {errorAlert}
      <ShellTable<API.Favorite>
        {...tableProps}
        rowKey="id"
        columns={columns}
        scroll={{ x: 800 }}
        toolbar={{
          menu: statusTabs(FAVORITE_TABS),
          search: toolbarSearch('名称或说明'),
        }}
        locale={{
          emptyText: (
            <Empty
              description={
                filtered
                  ? '没有符合条件的收藏'
                  : '还没有收藏。在专利、交易信息、金融产品、服务机构和运营专家的页面点“收藏”，就能在这里找到它们。'
              }
            >
              {filtered ? (
                <Button onClick={() => update({ status: 'all', keyword: '' })}>查看全部</Button>
              ) : (
                <Space wrap>
                  <LinkButton to="/gxq/patent/search" type="primary">
                    去检索专利
                  </LinkButton>
                  <LinkButton to="/gxq/operations/list">去交易大厅</LinkButton>
                </Space>
              )}
            </Empty>
          ),
        }}
      />
    </ShellPage>
  );
}
