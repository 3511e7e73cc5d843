import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { m } from '@mall/i18n';
import { cx } from '../../utils/cx';
import { visuallyHidden } from '../../utils/a11y.css';
import { Select } from '../Select/Select';
import * as styles from './Cascader.css';

export interface CascaderOption {
  id: string;
  label: string;
  /** Static children; when absent and not a leaf, `loadChildren` is asked for them. */
  children?: readonly CascaderOption[];
  /** No further level below this option. */
  isLeaf?: boolean;
}

export interface CascaderProps {
  /** The group's name, e.g. 所在地区; default 所在地区. */
  label?: ReactNode;
  hideLabel?: boolean;
  /** The first level with static nested children; or leave out and provide `loadChildren`. */
  options?: readonly CascaderOption[];
  /** Loads the options under `parent` (null for the first level) when they are not static. */
  loadChildren?: (parent: CascaderOption | null) => Promise<readonly CascaderOption[]>;
  /** The chosen ids, level by level, e.g. ['43', '4331', '433125']. */
  value: readonly string[];
  /** Called with the new ids and the chosen options; choosing a level clears the levels below. */
  onChange: (value: string[], selected: CascaderOption[]) => void;
  /** Number of levels; default 3 (province, city, district). */
  levels?: number;
  /** Visible name of each select; default 省份, 城市, 区/县. */
  levelLabels?: readonly string[];
  disabled?: boolean;
  /** An error message, read with the group (e.g. 请选择所在地区). */
  error?: ReactNode;
  className?: string;
}

type Loaded = Record<string, readonly CascaderOption[]>;
/** Key of the first level's options in the cache. */
const ROOT = '@root';

/**
 * Province / city / district as linked native selects: keyboard and screen readers work as with
 * any select. Each level's options come from static `children` or from `loadChildren`, loaded
 * when the level above is chosen (and on mount for an existing value, e.g. editing an address).
 *
 * Province / city / district as three linked native selects (keyboard accessible). Props: `value` (ids per
 * level) + `onChange(ids, options)`; `options` with static nested `children`, or `loadChildren(parent)`
 * returning a promise (parent null for provinces), called level by level and for an existing value on mount;
 * `levels` (default 3), `levelLabels`, `label` (default 所在地区), `disabled`, `error`. A level that loads empty
 * is hidden; a failed load shows 加载失败 and 重试.
 */
export function Cascader({
  label,
  hideLabel = false,
  options,
  loadChildren,
  value,
  onChange,
  levels = 3,
  levelLabels,
  disabled = false,
  error,
  className,
}: CascaderProps) {
  const id = useId();
  // Loaded options by parent id (ROOT for the first level); ids are unique across levels (region codes).
  const [loaded, setLoaded] = useState<Loaded>({});
  const [loading, setLoading] = useState<Record<string, boolean>>({});
  const [failed, setFailed] = useState<Record<string, boolean>>({});
  const requested = useRef(new Set<string>());
  const loadRef = useRef(loadChildren);
  useEffect(() => {
    loadRef.current = loadChildren;
  });

  const labels = levelLabels ?? [m['ui.province'](), m['ui.city'](), m['ui.district']()];

  // Options of each level, and the option chosen at each level.
  const columns: Array<readonly CascaderOption[] | undefined> = [];
  const chosen: CascaderOption[] = [];
  const keys: string[] = [];
  for (let level = 0; level < levels; level += 1) {
    const parent: CascaderOption | undefined = chosen[level - 1];
    const key: string = parent ? parent.id : ROOT;
    let list: readonly CascaderOption[] | undefined;
    if (level === 0) list = options ?? loaded[ROOT];
    else if (parent) list = parent.isLeaf ? [] : (parent.children ?? loaded[key]);
    keys.push(key);
    columns.push(list);
    const pick: CascaderOption | undefined = list?.find((option) => option.id === value[level]);
    if (!pick) break;
    chosen.push(pick);
  }

  // Keys whose options still have to be loaded: a level with a chosen parent and no options.
  const missing = columns
    .map((list, level) => (list === undefined && (level === 0 || chosen[level - 1]) ? keys[level] : null))
    .filter((key): key is string => key !== null && !requested.current.has(key) && !failed[key]);
  const missingKey = JSON.stringify(missing);

  useEffect(() => {
    for (const key of JSON.parse(missingKey) as string[]) {
      const load = loadRef.current;
      if (!load) continue;
      requested.current.add(key);
      const parentOption = key === ROOT ? null : (chosen.find((option) => option.id === key) ?? null);
      setLoading((state) => ({ ...state, [key]: true }));
      load(parentOption)
        .then((list) => setLoaded((state) => ({ ...state, [key]: list })))
        .catch(() => setFailed((state) => ({ ...state, [key]: true })))
        .finally(() => setLoading((state) => ({ ...state, [key]: false })));
    }
    // `chosen` is derived from the same render as missingKey; re-running on it would reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [missingKey]);

  // Failed keys are not asked again by themselves (no request loop); 重试 clears the failure.
  const retry = (key: string) => {
    requested.current.delete(key);
    setFailed((state) => ({ ...state, [key]: false }));
  };

  const select = (level: number, id: string) => {
    const list = columns[level] ?? [];
    const option = list.find((item) => item.id === id);
    const nextChosen = option ? [...chosen.slice(0, level), option] : chosen.slice(0, level);
    onChange(
      nextChosen.map((item) => item.id),
      nextChosen,
    );
  };

  const legendId = `${id}-legend`;
  const errorId = `${id}-error`;
  return (
    <fieldset
      aria-labelledby={legendId}
      aria-describedby={error ? errorId : undefined}
      className={cx(styles.root, className)}
    >
      <legend id={legendId} className={hideLabel ? visuallyHidden : styles.legend}>
        {label ?? m['ui.region']()}
      </legend>
      <div className={styles.row}>
        {Array.from({ length: levels }, (_, level) => {
          const list = columns[level];
          const key = keys[level];
          // A loaded, empty level (e.g. a city without districts) is not shown.
          if (level > 0 && list && list.length === 0) return null;
          const isLoading = key !== undefined && loading[key] === true;
          const isFailed = key !== undefined && failed[key] === true;
          return (
            <div key={level} className={styles.level}>
              <Select
                label={labels[level] ?? ''}
                hideLabel
                value={value[level] ?? ''}
                options={(list ?? []).map((option) => ({ value: option.id, label: option.label }))}
                placeholder={isLoading ? m['common.loading']() : labels[level]}
                disabled={disabled || !list || isLoading || list.length === 0}
                aria-busy={isLoading || undefined}
                aria-invalid={error ? true : undefined}
                onChange={(event) => select(level, event.target.value)}
              />
              {isFailed && key !== undefined && (
                <span className={styles.failed} role="alert">
                  {m['error.loadFailed']()}
                  <button type="button" className={styles.retry} onClick={() => retry(key)}>
                    {m['common.retry']()}
                  </button>
                </span>
              )}
            </div>
          );
        })}
      </div>
      {error && (
        <span id={errorId} className={styles.error} role="alert">
          {error}
        </span>
      )}
    </fieldset>
  );
}
