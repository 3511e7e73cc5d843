/**
 * The steps the member-centre component tests repeat, said once (the story kit's `canvasOf` says
 * the same for the stories' plays): fill a form label by label, press a button, tick a box, pick a
 * region. Imported by tests only.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Types each value into the field of that label, in order. */
export async function fill(fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    await userEvent.type(screen.getByLabelText(label), value);
  }
}

/** Clicks the button of that name. */
export const press = (name: string | RegExp) => userEvent.click(screen.getByRole('button', { name }));

/** Clicks the control of that label (a checkbox, a radio). */
export const tick = (label: string | RegExp) => userEvent.click(screen.getByLabelText(label));

/** Picks 省份, 城市 and 区/县 of the region cascader, each once its options have loaded. */
export async function region(...names: [province: string, city: string, district: string]) {
  for (const [level, label] of ['省份', '城市', '区/县'].entries()) {
    await screen.findByRole('option', { name: names[level] });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: label }), names[level]!);
  }
}
