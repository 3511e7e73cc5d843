// The goods pickers' search, for a route to hand to GoodsPicker: what is known of each id (the chosen
// ones' names and every result), the last results, and the search itself (/admin/api/picker/skus).
import { useCallback, useState } from 'react';
import { consoleRequest, ConsolePickerSkusDocument } from '@mall/console-kit';
import type { PickerItem } from './picker';

export function useGoodsSearch(initialKnown: Readonly<Record<number, PickerItem>> = {}) {
  const [known, setKnown] = useState<Record<number, PickerItem>>({ ...initialKnown });
  const [results, setResults] = useState<PickerItem[] | null>(null);
  const [searching, setSearching] = useState(false);
  const onSearch = useCallback(async (keyword: string) => {
    setSearching(true);
    try {
      const { consolePickerSkus } = await consoleRequest(ConsolePickerSkusDocument, { keyword: keyword || undefined, pageSize: 10 });
      setResults(consolePickerSkus.list);
    } finally {
      setSearching(false);
    }
  }, []);
  const onPicked = useCallback((item: PickerItem, key: 'skuId' | 'goodsId' = 'skuId') => setKnown((m) => ({ ...m, [item[key]]: item })), []);
  return { known, results, searching, onSearch: (keyword: string) => void onSearch(keyword), onPicked };
}
