import { history } from '@umijs/max';
import { useCallback, useEffect, useRef } from 'react';
import { ask } from './ask';

/**
 * Leaving with unsaved changes (`dirty`) asks first: a link, the menu, back (and closing the tab,
 * which history's block hands to the browser). Returns how the page moves on its own without
 * asking (to a new article's address, once it is saved).
 */
export default function useLeaveGuard(dirty: boolean): (move: () => void) => void {
  const movingOn = useRef(false);
  useEffect(() => {
    if (!dirty) return undefined;
    const unblock = history.block((transition) => {
      if (movingOn.current) {
        unblock();
        transition.retry();
        return;
      }
      ask({
        title: '离开此页？',
        content: '您修改的内容还没有保存，离开后将丢失。',
        okText: '离开',
        cancelText: '留在此页',
        onOk: () => {
          unblock();
          transition.retry();
        },
      });
    });
    return unblock;
  }, [dirty]);
  return useCallback((move: () => void) => {
    movingOn.current = true;
    move();
  }, []);
}
