// The README and docs/state-machines.md draw the state machines by hand: this keeps every drawn
// arrow equal to the tables in state-machines.ts, so a changed table fails until the diagrams follow.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ORDER_TRANSITIONS, PAYMENT_TRANSITIONS, REFUND_TRANSITIONS, type Transition } from './state-machines';

const read = (relative: string) => readFileSync(fileURLToPath(new URL(relative, import.meta.url)), 'utf8');

/** The `from --> to : event（label）` arrows of each mermaid block, creation and end arrows left out. */
function drawnArrows(markdown: string): string[][] {
  const blocks = [...markdown.matchAll(/```mermaid\n([\s\S]*?)```/g)].map((m) => m[1] ?? '');
  return blocks.map((block) =>
    [...block.matchAll(/^\s*(\w+) --> (\w+) : (\w+)（(.+)）\s*$/gm)]
      .map(([, from, to, event, label]) => `${from} --> ${to} : ${event}（${label}）`)
      .sort(),
  );
}

const tableArrows = (table: readonly Transition<string, string>[]) =>
  table.map((t) => `${t.from} --> ${t.to} : ${t.event}（${t.label}）`).sort();

const machines = [ORDER_TRANSITIONS, PAYMENT_TRANSITIONS, REFUND_TRANSITIONS].map(tableArrows);

describe.each([
  ['README.md', '../../../../../README.md'],
  ['docs/state-machines.md', '../../../docs/state-machines.md'],
])('%s', (_name, path) => {
  it('draws the order, payment and refund machines exactly as the tables', () => {
    expect(drawnArrows(read(path))).toEqual(machines);
  });
});
