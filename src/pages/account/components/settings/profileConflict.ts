// 基本信息's own reading of a refused save (only 个人设置 needs it, so it stays out of the shell's bundle).
import { conflictOf } from '@/utils/requestErrors';

/** 基本信息 as they are now, when a save of them was based on an older profileVersion. */
export function profileConflictOf(error: unknown): API.ProfileVersionConflictData | undefined {
  const conflict = conflictOf<API.ProfileVersionConflictData>(error);
  if (typeof conflict?.current.account !== 'string') return undefined;
  const { currentVersion, current } = conflict;
  return {
    currentVersion,
    current: { ...current, profileVersion: currentVersion },
  };
}
