import { m } from '@mall/i18n';
import type { CSSProperties } from 'react';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button } from '@mall/ui';
import { blockName, type EditorBlock } from '../../lib/blocks';
import { blockSummary } from '../../lib/summary';
import * as styles from './BlockList.css';

export interface BlockListProps {
  blocks: readonly EditorBlock[];
  /** The block whose settings the side panel shows. */
  selectedKey?: string | null;
  /** The storefront schema's complaint about a block, by key. */
  problems?: Readonly<Record<string, string>>;
  onSelect: (key: string) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (key: string) => void;
}

interface RowProps {
  block: EditorBlock;
  index: number;
  selected: boolean;
  problem?: string;
  onSelect: (key: string) => void;
  onRemove: (key: string) => void;
}

function Row({ block, index, selected, problem, onSelect, onRemove }: RowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: block.key });
  const style: CSSProperties = { transform: CSS.Transform.toString(transform), transition };
  const name = blockName(block.value.type);
  const position = { index: index + 1, name };
  return (
    <li ref={setNodeRef} style={style} className={styles.item[isDragging ? 'dragging' : selected ? 'selected' : 'idle']} data-block={block.value.type}>
      <button type="button" ref={setActivatorNodeRef} className={styles.handle} {...attributes} {...listeners} aria-label={m['console.pages.editor.handle'](position)}>
        ⋮⋮
      </button>
      <button type="button" className={styles.select} onClick={() => onSelect(block.key)} aria-pressed={selected}>
        <span className={styles.name}>
          {index + 1}. {name}
        </span>
        <span className={styles.summary}>{blockSummary(block.value)}</span>
        {problem && <span className={styles.problem}>{problem}</span>}
      </button>
      <Button size="sm" variant="text" onClick={() => onRemove(block.key)} aria-label={m['console.pages.editor.removeNamed'](position)}>
        {m['console.pages.editor.remove']()}
      </Button>
    </li>
  );
}

/**
 * The page's blocks in order. Reorder by dragging the handle, or from the keyboard: focus a handle,
 * Space lifts the block, the arrow keys move it, Space drops it, Esc cancels (dnd-kit's keyboard
 * sensor; moves are announced in Chinese to screen readers). Choosing a block opens its settings in
 * the side panel; a block the storefront would refuse shows the reason under its name.
 * Props: `blocks`, `selectedKey`, `problems` (by key), `onSelect`, `onMove(from, to)`, `onRemove`.
 */
export function BlockList({ blocks, selectedKey = null, problems = {}, onSelect, onMove, onRemove }: BlockListProps) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const indexOf = (id: string | number) => blocks.findIndex((b) => b.key === id);
  const named = (id: string | number) => {
    const i = indexOf(id);
    return { index: i + 1, name: i >= 0 ? blockName(blocks[i]!.value.type) : '' };
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => m['console.pages.dnd.start'](named(active.id)),
    onDragOver: ({ active, over }) => (over ? m['console.pages.dnd.over']({ name: named(active.id).name, index: indexOf(over.id) + 1 }) : undefined),
    onDragEnd: ({ active, over }) => (over ? m['console.pages.dnd.end']({ name: named(active.id).name, index: indexOf(over.id) + 1 }) : undefined),
    onDragCancel: ({ active }) => m['console.pages.dnd.cancel'](named(active.id)),
  };
  const end = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(indexOf(active.id), indexOf(over.id));
  };
  if (blocks.length === 0) return <p className={styles.empty}>{m['console.pages.editor.empty']()}</p>;
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={end} accessibility={{ announcements, screenReaderInstructions: { draggable: m['console.pages.dnd.instructions']() } }}>
      <SortableContext items={blocks.map((b) => b.key)} strategy={verticalListSortingStrategy}>
        <ol className={styles.list} aria-label={m['console.pages.editor.blocks']()}>
          {blocks.map((block, index) => (
            <Row key={block.key} block={block} index={index} selected={block.key === selectedKey} problem={problems[block.key]} onSelect={onSelect} onRemove={onRemove} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
