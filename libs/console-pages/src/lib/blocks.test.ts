import { describe, expect, it } from 'vitest';
import { blockProblem, moveBlock, newBlock, pageProblems, PALETTE, toEditorBlocks, toJson } from './blocks';

describe('editor blocks', () => {
  it('moves a block up and down, and ignores moves out of range', () => {
    expect(moveBlock(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveBlock(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveBlock(['a', 'b', 'c'], 0, 3)).toEqual(['a', 'b', 'c']);
  });

  it('a new block is refused until filled in, with the schema’s Chinese message', () => {
    expect(blockProblem(newBlock('notice'))).toBe('请填写文字');
    expect(blockProblem(newBlock('banner'))).toBe('请填写图片');
    expect(blockProblem(newBlock('blank'))).toBeNull();
    expect(blockProblem({ type: 'notice', text: '年货节全场包邮', link: '/cms/notice' })).toBeNull();
    expect(blockProblem({ type: 'liveStream' } as never)).toBe('前台无法显示这类组件，请删除');
  });

  it('every palette block starts as the renderer’s shape', () => {
    for (const type of PALETTE) expect(newBlock(type).type).toBe(type);
  });

  it('names the first problem of a page by position and block', () => {
    const blocks = toEditorBlocks([{ type: 'blank', size: 'sm' }, { type: 'notice', text: '', link: '' }, 'junk']);
    expect(blocks).toHaveLength(2);
    const problems = pageProblems(blocks);
    expect(problems.first).toBe('第 2 个组件（公告）：请填写文字');
    expect(Object.keys(problems.byKey)).toEqual([blocks[1]!.key]);
    expect(JSON.parse(toJson(blocks))).toEqual([{ type: 'blank', size: 'sm' }, { type: 'notice', text: '', link: '' }]);
  });
});
