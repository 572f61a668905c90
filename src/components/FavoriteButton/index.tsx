import { StarFilled, StarOutlined } from '@ant-design/icons';
import { history, useModel, useSearchParams } from '@umijs/max';
import { Button } from 'antd';
import classNames from 'classnames';
import { useEffect, useRef, useState } from 'react';
import { PORTAL_LOGIN_PATH } from '../../constants';
import { addFavorite, checkFavorite, removeFavorite } from '../../services/website';
import { feedback } from '../../utils/feedback';
import { rememberLoginIntent, takeLoginIntent } from '../../utils/loginIntent';
import { appLocation } from '../../utils/navigation';
import { buildLoginUrl } from '../../utils/session';
import { FAVORITE_PARAM, favoriteFlag, withFavoriteFlag, withoutFavoriteFlag } from './flag';
import styles from './index.less';

export interface FavoriteButtonProps extends API.FavoriteTarget {
  /**
   * Whether the user saved it, when the page knows (a list of cards asks once for all); null while
   * the page is still asking; left out, the button asks for itself.
   */
  favorited?: boolean | null;
  /** The item's name, for the button's accessible name. */
  title?: string;
  size?: 'small' | 'middle' | 'large';
  className?: string;
}

/**
 * 收藏 / 已收藏 for one portal item. A visitor is sent to login and back; the item is then saved
 * without a second click (the `favorite` flag in the way back names it) — only when this tab sent
 * them (src/utils/loginIntent.ts): a link carrying the flag saves nothing.
 */
export default function FavoriteButton({
  targetType,
  targetId,
  favorited: known,
  title,
  size,
  className,
}: FavoriteButtonProps) {
  const { initialState } = useModel('@@initialState');
  const account = initialState?.currentUser?.account;
  const [searchParams] = useSearchParams();
  const [favorited, setFavorited] = useState(Boolean(known));
  const [busy, setBusy] = useState(false);
  const target = { targetType, targetId };
  const flagged = searchParams.get(FAVORITE_PARAM) === favoriteFlag(target);
  const savingFlag = useRef(false);

  useEffect(() => {
    if (typeof known === 'boolean') setFavorited(known);
  }, [known]);

  // Ask the backend when the page does not know; a visitor has saved nothing.
  useEffect(() => {
    if (!account) {
      setFavorited(false);
      return;
    }
    if (known !== undefined || flagged || savingFlag.current) return;
    let current = true;
    checkFavorite(target)
      .then((result) => current && setFavorited(result.favorited))
      .catch(() => {
        // The request layer has said what failed; the button stays usable.
      });
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [account, targetType, targetId, known, flagged]);

  const save = async (next: boolean) => {
    setBusy(true);
    try {
      await (next ? addFavorite : removeFavorite)(target);
      setFavorited(next);
      feedback.success(next ? '已收藏，可在“我的收藏”中查看' : '已取消收藏');
    } catch {
      // The request layer has said why; the button keeps its state.
    } finally {
      setBusy(false);
    }
  };

  // Back from login with this item named: drop the flag from the URL and, when this tab asked for
  // it before logging in, save it once. A flag without the tab's marker is someone's link: the
  // button then asks the backend as usual and saves nothing.
  useEffect(() => {
    if (!flagged || !account || savingFlag.current) return;
    savingFlag.current = true;
    const { pathname, search } = appLocation();
    history.replace(`${pathname}${withoutFavoriteFlag(search)}`);
    if (!takeLoginIntent('favorite', favoriteFlag(target))) {
      savingFlag.current = false;
      return;
    }
    save(true).finally(() => {
      savingFlag.current = false;
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [flagged, account]);

  const onClick = () => {
    if (!account) {
      const { pathname, search } = appLocation();
      rememberLoginIntent('favorite', favoriteFlag(target));
      history.push(
        buildLoginUrl(PORTAL_LOGIN_PATH, { pathname, search: withFavoriteFlag(search, target) }),
      );
      return;
    }
    save(!favorited);
  };

  return (
    <Button
      size={size}
      className={classNames(styles.button, favorited && styles.on, className)}
      icon={favorited ? <StarFilled /> : <StarOutlined />}
      aria-pressed={favorited}
      aria-label={title ? `${favorited ? '已收藏' : '收藏'}：${title}` : undefined}
      title={account ? undefined : '登录后收藏'}
      loading={busy}
      onClick={onClick}
    >
      {favorited ? '已收藏' : '收藏'}
    </Button>
  );
}
