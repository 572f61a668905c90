import { CheckOutlined, StarOutlined } from '@ant-design/icons';
import { history, useModel, useSearchParams } from '@umijs/max';
import { Button } from 'antd';
import LinkButton from '../LinkButton';
import { useEffect, useRef, useState } from 'react';
import { PORTAL_LOGIN_PATH, SAVE_SEARCH_PARAM } from '../../constants';
import { saveSearch } from '../../services/savedSearches';
import { feedback } from '../../utils/feedback';
import { rememberLoginIntent, takeLoginIntent } from '../../utils/loginIntent';
import { appLocation } from '../../utils/navigation';
import { buildLoginUrl } from '../../utils/session';

export const MY_SEARCHES_PATH = '/account/searches';

interface SaveSearchButtonProps {
  /** The page's search: its kind and the query it sends (src/utils/savedSearch.ts builds it). */
  search: API.SavedSearchTarget;
  /** 保存检索, 保存筛选. */
  label: string;
  className?: string;
}

/**
 * Saves the page's search to 我的检索. A visitor goes to the portal login and comes back to the same
 * URL with a flag; the page reads its search from that URL again, it is saved and the flag dropped
 * — only when this tab sent the visitor (src/utils/loginIntent.ts): a link carrying the flag is
 * opened without it and saves nothing.
 * Once saved, the button leads to 我的检索. Light on purpose: it sits on budgeted public pages.
 */
export default function SaveSearchButton({ search, label, className }: SaveSearchButtonProps) {
  const { initialState } = useModel('@@initialState');
  const signedIn = Boolean(initialState?.currentUser);
  const [searchParams] = useSearchParams();
  const flagged = searchParams.has(SAVE_SEARCH_PARAM);
  const params = new URLSearchParams(searchParams);
  params.delete(SAVE_SEARCH_PARAM);
  const { pathname } = appLocation();
  const query = params.toString();
  const url = `${pathname}${query ? `?${query}` : ''}`;
  // Which search was saved: the button says so until the page's search changes.
  const key = JSON.stringify(search);
  const [savedKey, setSavedKey] = useState<string>();
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    try {
      const saved = await saveSearch(search);
      setSavedKey(key);
      feedback.success(
        saved.alreadySaved ? `“${saved.name}”已在我的检索中` : `已保存到我的检索：${saved.name}`,
      );
    } catch {
      // The request layer has said why; the button is ready for another try.
    } finally {
      setSaving(false);
    }
  };

  // Back from login with the flag: drop it, and save what the visitor asked for, once, when this
  // tab sent them to log in for this very search (its marker); a flag alone is someone's link.
  const resumed = useRef(false);
  useEffect(() => {
    if (!flagged || resumed.current) return;
    resumed.current = true;
    history.replace(url);
    if (signedIn && takeLoginIntent('saveSearch', url)) save();
    // Runs when the flag appears; the search and `signedIn` are read as they are then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [flagged]);

  if (savedKey === key)
    return (
      <LinkButton to={MY_SEARCHES_PATH} className={className} icon={<CheckOutlined />}>
        已保存 · 我的检索
      </LinkButton>
    );

  const click = () => {
    if (signedIn) {
      save();
      return;
    }
    const withFlag = new URLSearchParams(params);
    withFlag.set(SAVE_SEARCH_PARAM, '1');
    rememberLoginIntent('saveSearch', url);
    history.push(buildLoginUrl(PORTAL_LOGIN_PATH, { pathname, search: `?${withFlag}` }));
  };

  return (
    <Button icon={<StarOutlined />} loading={saving} onClick={click} className={className}>
      {label}
    </Button>
  );
}
