// The `?edit=` parameter that opens a list page's form: `new`, an entry's id or key, or absent (the
// form closed). In the URL like the list's own state, so a reload or a shared link opens the same form.
import { useSearchParams } from 'react-router-dom';

/** The URL's `?edit=` value and its setter (null closes the form); the other parameters stay. */
export function useEditSearch(): { edit: string | null; setEdit: (value: string | null) => void } {
  const [search, setSearch] = useSearchParams();
  const setEdit = (value: string | null) => {
    const next = new URLSearchParams(search);
    if (value) next.set('edit', value);
    else next.delete('edit');
    setSearch(next);
  };
  return { edit: search.get('edit'), setEdit };
}
