// A page's own state in the URL beside the list's: which row's detail is open (`?id=`), which entry the
// form edits (`?edit=new` or an id or key). A reload or a shared link shows the same.
import { useSearchParams } from 'react-router-dom';

/** One search parameter and its setter (null or '' removes it); the other parameters stay. */
export function useSearchParam(name: string): [string | null, (value: string | null) => void] {
  const [search, setSearch] = useSearchParams();
  const set = (value: string | null) => {
    const next = new URLSearchParams(search);
    if (value) next.set(name, value);
    else next.delete(name);
    setSearch(next);
  };
  return [search.get(name), set];
}

/** The `?edit=` parameter that opens a list page's form: `new`, an entry's id or key; null closes it. */
export function useEditSearch(): { edit: string | null; setEdit: (value: string | null) => void } {
  const [edit, setEdit] = useSearchParam('edit');
  return { edit, setEdit };
}
