import { m } from '@mall/i18n';
import { useEffect, useMemo, useState } from 'react';
import { Button, Inline, Input, Stack } from '@mall/ui';
import { DiyRenderer, readDiyComponents } from '@mall/promotions';
import type { GoodsCardData } from '@mall/catalogue';
import { StatusBadge } from '@mall/console-kit';
import type { DiyPageState } from '@mall/rest-contract';
import { blockKey, blockName, moveBlock, newBlock, PALETTE, pageProblems, toJson, type BlockValue, type EditorBlock } from '../../lib/blocks';
import type { PickerCategoryItem } from '../../lib/picker';
import { stateText } from '../../i18n';
import { BlockList } from '../BlockList/BlockList';
import { BlockSettings, type GoodsSearch } from '../BlockSettings/BlockSettings';
import * as styles from './MicroPageEditor.css';

export interface DiyPreviewData {
  /** The blocks the storefront would show, as JSON (goods lists by category already resolved). */
  blocksJson: string;
  goods: readonly GoodsCardData[];
  skipped: readonly { index: number; type: string }[];
}

export interface MicroPageDraft {
  title: string;
  blocksJson: string;
}

export interface MicroPageEditorProps {
  /** The page as loaded (a new page: empty title and no blocks). */
  initialTitle: string;
  initialBlocks: readonly EditorBlock[];
  /** Absent for a page not saved yet. */
  state?: DiyPageState;
  /** The storefront address, once saved. */
  url?: string;
  categories: readonly PickerCategoryItem[];
  goods: GoodsSearch;
  /** The storefront's rendering of the blocks, from the route's preview call. */
  preview: DiyPreviewData | null;
  previewLoading?: boolean;
  /** Asked (debounced) after every change: the route fetches the preview of these blocks. */
  onPreview: (blocksJson: string) => void;
  busy?: boolean;
  /** mall-api's refusal of the last save or publish. */
  error?: string;
  onSave: (draft: MicroPageDraft) => void;
  /** Saves the draft and publishes it. */
  onPublish: (draft: MicroPageDraft) => void;
  onWithdraw?: () => void;
}

const PREVIEW_DELAY_MS = 500;
const STATE_TONE = { draft: 'neutral', published: 'success', changed: 'warning' } as const;

/**
 * The micro-page editor (微页面): the page's name; a palette that adds blocks (banner carousel, image
 * navigation, goods list, coupon strip, rich text, notice, blank space, title); the block list, reordered
 * by drag or keyboard; the chosen block's settings in the side panel; and below, the preview at the
 * storefront's width drawn by the storefront's own DiyRenderer from what mall-api resolves. Saving
 * checks every block with the storefront's schema first and selects the first one it refuses.
 * Props: initial title and blocks, `state` and `url` of a saved page, the goods search and categories
 * for goods lists, `preview` / `previewLoading` / `onPreview`, `busy`, `error`, `onSave`, `onPublish`,
 * `onWithdraw`. Fetches nothing.
 */
export function MicroPageEditor(props: MicroPageEditorProps) {
  const { initialTitle, initialBlocks, state, url, categories, goods, preview, previewLoading = false, onPreview, busy = false, error, onSave, onPublish, onWithdraw } = props;
  const [title, setTitle] = useState(initialTitle);
  const [blocks, setBlocks] = useState<EditorBlock[]>(() => [...initialBlocks]);
  const [selected, setSelected] = useState<string | null>(initialBlocks[0]?.key ?? null);
  const [localError, setLocalError] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const problems = useMemo(() => pageProblems(blocks), [blocks]);
  const json = useMemo(() => toJson(blocks), [blocks]);

  useEffect(() => {
    const timer = setTimeout(() => onPreview(json), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
    // onPreview is the route's; only the blocks decide when to ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [json]);

  const change = (next: EditorBlock[]) => {
    setBlocks(next);
    setDirty(true);
    setLocalError(null);
  };
  const add = (type: BlockValue['type']) => {
    const block = { key: blockKey(), value: newBlock(type) };
    change([...blocks, block]);
    setSelected(block.key);
  };
  const current = blocks.find((b) => b.key === selected) ?? null;

  const checked = (): MicroPageDraft | null => {
    const name = title.trim();
    if ([...name].length < 2 || [...name].length > 64) {
      setLocalError('请填写页面名称（2–64 个字）');
      return null;
    }
    if (problems.first) {
      setLocalError(problems.first);
      setSelected(Object.keys(problems.byKey)[0] ?? selected);
      return null;
    }
    setLocalError(null);
    setDirty(false);
    return { title: name, blocksJson: json };
  };

  const components = preview ? readDiyComponents(preview.blocksJson) : [];
  const skippedNames = preview?.skipped.map((s) => `${s.index + 1}. ${blockName(s.type)}`).join('、');
  return (
    <Stack space="lg">
      <Inline space="md" alignY="flex-end">
        <Input label={m['console.pages.editor.name']()} value={title} maxLength={64} onChange={(e) => (setTitle(e.target.value), setDirty(true))} />
        {state && <StatusBadge label={stateText(state)} tone={STATE_TONE[state]} />}
        {url && (
          <a href={url} target="_blank" rel="noreferrer">
            {m['console.pages.editor.url']()}：{url}
          </a>
        )}
        {dirty && <span className={styles.muted}>{m['console.pages.editor.unsaved']()}</span>}
      </Inline>
      <div className={styles.top}>
        <div className={styles.column}>
          <h2 className={styles.heading}>{m['console.pages.editor.palette']()}</h2>
          <ul className={styles.palette}>
            {PALETTE.map((type) => (
              <li key={type}>
                <Button size="sm" variant="secondary" onClick={() => add(type)} disabled={blocks.length >= 40} aria-label={m['console.pages.editor.add']({ name: blockName(type) })}>
                  + {blockName(type)}
                </Button>
              </li>
            ))}
          </ul>
          <h2 className={styles.heading}>{m['console.pages.editor.blocks']()}</h2>
          <BlockList
            blocks={blocks}
            selectedKey={selected}
            problems={problems.byKey}
            onSelect={setSelected}
            onMove={(from, to) => change(moveBlock(blocks, from, to))}
            onRemove={(key) => {
              change(blocks.filter((b) => b.key !== key));
              if (key === selected) setSelected(null);
            }}
          />
        </div>
        <aside className={styles.side}>
          {current ? (
            <BlockSettings
              key={current.key}
              value={current.value}
              problem={problems.byKey[current.key]}
              categories={categories}
              goods={goods}
              onChange={(value) => change(blocks.map((b) => (b.key === current.key ? { ...b, value } : b)))}
            />
          ) : (
            <p className={styles.muted}>{m['console.pages.editor.noSelection']()}</p>
          )}
        </aside>
      </div>
      {(localError ?? error) && (
        <p className={styles.error} role="alert">
          {localError ?? error}
        </p>
      )}
      <Inline space="sm">
        <Button variant="secondary" loading={busy} onClick={() => {
          const draft = checked();
          if (draft) onSave(draft);
        }}>
          {m['console.pages.editor.save']()}
        </Button>
        <Button loading={busy} onClick={() => {
          const draft = checked();
          if (draft) onPublish(draft);
        }}>
          {m['console.pages.editor.publish']()}
        </Button>
        {onWithdraw && state && state !== 'draft' && (
          <Button variant="text" disabled={busy} onClick={onWithdraw}>
            {m['console.pages.editor.withdraw']()}
          </Button>
        )}
      </Inline>
      <section aria-label={m['console.pages.editor.preview']()}>
        <Inline space="md" alignY="center">
          <h2 className={styles.heading}>{m['console.pages.editor.preview']()}</h2>
          <Button size="sm" variant="text" onClick={() => onPreview(json)}>
            {m['console.pages.editor.previewRefresh']()}
          </Button>
          {previewLoading && <span className={styles.muted}>{m['console.pages.editor.previewLoading']()}</span>}
        </Inline>
        {skippedNames && <p className={styles.muted}>{m['console.pages.editor.skipped']({ list: skippedNames })}</p>}
        <div className={styles.previewFrame} data-testid="diy-preview">
          <div className={styles.previewPage}>
            <DiyRenderer components={components} goods={preview?.goods ?? []} />
          </div>
        </div>
      </section>
    </Stack>
  );
}
