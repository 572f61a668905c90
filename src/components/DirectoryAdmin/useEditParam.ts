import { useSearchParams } from '@umijs/max';

/** The URL param of the record open in the drawer ('new' while creating): not a filter of the list. */
const EDIT_PARAM = 'edit';

/**
 * Which record the page's drawer edits, kept in the URL beside the list's own state (so a reload
 * or a shared link opens the same form), and how to open or close it.
 */
export default function useEditParam() {
  const [searchParams, setSearchParams] = useSearchParams();
  const editing = searchParams.get(EDIT_PARAM)?.trim().slice(0, 64) ?? '';
  const openEditor = (id: string) => {
    const next = new URLSearchParams(searchParams);
    if (id) next.set(EDIT_PARAM, id);
    else next.delete(EDIT_PARAM);
    setSearchParams(next);
  };
  return { editing, openEditor, closeEditor: () => openEditor('') };
}
