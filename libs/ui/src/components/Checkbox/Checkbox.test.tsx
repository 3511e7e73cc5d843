import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';

function SelectAll() {
  const [chosen, setChosen] = useState<string[]>(['a']);
  const all = ['a', 'b'];
  return (
    <>
      <Checkbox
        label="全选"
        checked={chosen.length === all.length}
        indeterminate={chosen.length > 0 && chosen.length < all.length}
        onChange={(e) => setChosen(e.target.checked ? all : [])}
      />
      {all.map((id) => (
        <Checkbox
          key={id}
          label={`商品${id}`}
          checked={chosen.includes(id)}
          onChange={(e) => setChosen((c) => (e.target.checked ? [...c, id] : c.filter((x) => x !== id)))}
        />
      ))}
    </>
  );
}

it('shows a mixed 全选 box while only some items are chosen', async () => {
  render(<SelectAll />);
  const all = screen.getByRole('checkbox', { name: '全选' });
  expect(all).toBePartiallyChecked();
  await userEvent.click(all);
  expect(all).toBeChecked();
  expect(all).not.toBePartiallyChecked();
  expect(screen.getByRole('checkbox', { name: '商品b' })).toBeChecked();
  await userEvent.click(screen.getByRole('checkbox', { name: '商品a' }));
  expect(all).toBePartiallyChecked();
});

it('forwards the ref and does not toggle when disabled', async () => {
  const ref = { current: null as HTMLInputElement | null };
  const onChange = vi.fn();
  render(<Checkbox ref={ref} label="七天内自动登录" disabled onChange={onChange} />);
  expect(ref.current).toBeInstanceOf(HTMLInputElement);
  await userEvent.click(screen.getByText('七天内自动登录'));
  expect(onChange).not.toHaveBeenCalled();
});
